/** The icons app/globals.css draws (`.icon-*`). */
export type CssIconName = 'scale' | 'heart' | 'bookmark' | 'circle-check' | 'chevron-down' | 'chevron-right';

/**
 * A decorative icon drawn by the stylesheet in the text colour: one short element where an inline
 * SVG repeats its whole drawing, for icons a page shows many times (a car card's shopper buttons).
 * `filled` draws the solid shape; `className` adds utilities (a size other than 1rem, a colour).
 */
export function CssIcon({ name, filled = false, className }: { name: CssIconName; filled?: boolean; className?: string }) {
  return <span aria-hidden="true" className={['icon', `icon-${name}`, filled && 'icon-filled', className].filter(Boolean).join(' ')} />;
}
