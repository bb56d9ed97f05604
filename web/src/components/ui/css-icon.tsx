/** The icons app/globals.css draws (`.icon-*`). */
export type CssIconName = 'scale' | 'heart' | 'bookmark';

/**
 * A decorative icon drawn by the stylesheet in the text colour: one short element where an inline
 * SVG repeats its whole drawing, for icons a page shows many times (a car card's shopper buttons).
 * `filled` draws the solid shape.
 */
export function CssIcon({ name, filled = false }: { name: CssIconName; filled?: boolean }) {
  return <span aria-hidden="true" className={filled ? `icon icon-${name} icon-filled` : `icon icon-${name}`} />;
}
