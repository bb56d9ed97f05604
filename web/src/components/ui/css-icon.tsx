/**
 * The icons app/globals.css draws (`.icon-*`), each lucide-react's drawing of that name, from
 * the sprite web/public/icons.svg (`npm run icons:generate` writes it; components/ui/icon-sprite.ts).
 */
export const CSS_ICON_NAMES = [
  'scale', 'heart', 'bookmark', 'circle-check', 'chevron-down', 'chevron-right',
  'phone', 'map-pin', 'car', 'tag', 'wrench', 'badge-dollar-sign', 'calendar-check', 'shield-check',
  'file-down', 'file-text', 'message-circle', 'printer', 'share-2', 'circle-play', 'search', 'eye',
  'menu', 'user', 'chevron-left', 'expand', 'x',
] as const;

export type CssIconName = (typeof CSS_ICON_NAMES)[number];

/** The icons the sprite also draws solid (`filled`: a saved car's heart and bookmark). */
export const FILLED_CSS_ICONS = ['heart', 'bookmark'] as const satisfies readonly CssIconName[];

/**
 * A decorative icon drawn by the stylesheet in the text colour: one short element where an inline
 * SVG repeats its whole drawing, for icons a page shows many times (a car card's shopper buttons)
 * and for any icon a server component renders (a lucide-react icon there is a client component,
 * its drawing sent again as props).
 * `filled` draws the solid shape; `className` adds utilities (a size other than 1rem, a colour).
 */
export function CssIcon({ name, filled = false, className }: { name: CssIconName; filled?: boolean; className?: string }) {
  return <span aria-hidden="true" className={['icon', drawing(name, filled), className].filter(Boolean).join(' ')} />;
}

/**
 * The classes that draw icon `name` as an element's own ::before (app/globals.css `with-icon`):
 * for a button whose icon comes first, no element of its own. The shopper buttons on every car
 * card of a page use it.
 */
export const cssIconClasses = (name: CssIconName, filled = false) => `with-icon ${drawing(name, filled)}`;

/** The classes that pick icon `name`'s drawing (`--icon`), solid when `filled`. */
const drawing = (name: CssIconName, filled: boolean) => `icon-${name}${filled ? ' icon-filled' : ''}`;
