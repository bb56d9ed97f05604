import { CSS_ICON_NAMES, FILLED_CSS_ICONS, type CssIconName } from './css-icon';

/** A lucide drawing's shapes: [element, attributes] pairs, as lucide-react's `__iconData.node`. */
export type IconShapes = readonly (readonly [string, Readonly<Record<string, string>>])[];

/** lucide-react's drawing of every CSS icon, from its `__iconData`. */
export async function lucideDrawings(): Promise<Record<CssIconName, IconShapes>> {
  const entries = await Promise.all(CSS_ICON_NAMES.map(async (name) => {
    const { __iconData } = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: IconShapes } };
    return [name, __iconData.node] as const;
  }));
  return Object.fromEntries(entries) as Record<CssIconName, IconShapes>;
}

/** The sprite's cells, left to right: every icon's outline, then the solid ones. */
export const SPRITE_CELLS: readonly { name: CssIconName; filled: boolean }[] = [
  ...CSS_ICON_NAMES.map((name) => ({ name, filled: false })),
  ...FILLED_CSS_ICONS.map((name) => ({ name, filled: true })),
];

/** Icon `name`'s cell in the sprite (app/globals.css sets it as `--icon`). */
export function spriteCell(name: CssIconName, filled = false): number {
  return SPRITE_CELLS.findIndex((cell) => cell.name === name && cell.filled === filled);
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * web/public/icons.svg: every CSS icon's drawing (24 px grid, stroke 2, as lucide draws it) in
 * one row of 24 px cells, which the stylesheet shows one cell at a time as a mask. One image for
 * all icons: the browser builds a document for each SVG image it uses, a few milliseconds each,
 * so one sprite costs one, fetched after the first paint, where a drawing per icon cost one per
 * icon on the page (nine on a tenant home, 25-80 ms before the first paint on a fast machine).
 */
export function iconSprite(drawings: Readonly<Record<CssIconName, IconShapes>>): string {
  const cells = SPRITE_CELLS.map(({ name, filled }, index) => {
    const shapes = drawings[name]
      .map(([element, attributes]) => `<${element} ${Object.entries(attributes).filter(([key]) => key !== 'key').map(([key, value]) => `${key}="${escapeAttribute(value)}"`).join(' ')}/>`)
      .join('');
    return `<g id="${name}${filled ? '-filled' : ''}" transform="translate(${index * 24} 0)"${filled ? ' fill="black"' : ''}>${shapes}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SPRITE_CELLS.length * 24} 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`,
    ...cells,
    '</svg>',
    '',
  ].join('\n');
}
