/** The keys and button of a click, as both DOM and React mouse events carry them. */
type Click = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean };

/**
 * A left click with no key held: what a link that opens a dialog takes over. Any other click
 * (a new tab, a new window, a download, the middle button) is left to the browser, which follows
 * the link to the page that holds the same form.
 */
export function isPlainClick(click: Click): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}
