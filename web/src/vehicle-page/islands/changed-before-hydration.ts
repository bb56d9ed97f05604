/** What the browser makes of the server's value for `input` (a range snaps it to its step and bounds). */
function untouchedValue(input: HTMLInputElement): string {
  const probe = input.ownerDocument.createElement('input');
  for (const name of ['type', 'min', 'max', 'step']) {
    const value = input.getAttribute(name);
    if (value !== null) probe.setAttribute(name, value);
  }
  probe.value = input.defaultValue;
  return probe.value;
}

/**
 * The form controls in `root` the shopper changed before its island hydrated (an island whose
 * code loads after the page's): a slider moved, a radio picked. React hydrates around what the
 * browser shows without telling the island, whose state still holds the server's values; the
 * island reads these and takes them up, so nothing done before then is lost or reset.
 */
export function changedBeforeHydration(root: HTMLElement | null): HTMLInputElement[] {
  if (!root) return [];
  return [...root.querySelectorAll('input')].filter((input) =>
    input.type === 'radio' || input.type === 'checkbox' ? input.checked !== input.defaultChecked : input.value !== untouchedValue(input));
}
