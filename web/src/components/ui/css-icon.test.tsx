import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSS_ICON_NAMES } from './css-icon';
import { iconSprite, lucideDrawings, SPRITE_CELLS, spriteCell } from './icon-sprite';

const stylesheet = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');
const sprite = readFileSync(new URL('../../../public/icons.svg', import.meta.url), 'utf8');

/** The cell the stylesheet's rule for `selector` shows (`--icon`), or null without one. */
function cellInStylesheet(selector: string): number | null {
  const escaped = selector.replaceAll('.', '\\.');
  const rule = new RegExp(`\\n  ${escaped}(?:,[^{]*)? \\{\\s*--icon: (\\d+);`).exec(stylesheet);
  return rule ? Number(rule[1]) : null;
}

describe('CSS icons', () => {
  it('web/public/icons.svg is the sprite of lucide-react\'s drawings (npm run icons:generate writes it)', async () => {
    expect(sprite).toBe(iconSprite(await lucideDrawings()));
  });

  it('draws a cell per icon, with each solid one after the outlines, filled', () => {
    expect(sprite).toContain(`viewBox="0 0 ${SPRITE_CELLS.length * 24} 24"`);
    expect(sprite).toMatch(new RegExp(`<g id="heart" transform="translate\\(${spriteCell('heart') * 24} 0\\)">`));
    expect(sprite).toMatch(new RegExp(`<g id="heart-filled" transform="translate\\(${spriteCell('heart', true) * 24} 0\\)" fill="black">`));
  });

  it.each(CSS_ICON_NAMES)('shows %s from its own cell', (name) => {
    expect(cellInStylesheet(`.icon-${name}`)).toBe(spriteCell(name));
  });

  it('shows a solid heart and bookmark from their solid cells', () => {
    expect(cellInStylesheet('.icon-heart.icon-filled')).toBe(spriteCell('heart', true));
    expect(cellInStylesheet('.icon-bookmark.icon-filled')).toBe(spriteCell('bookmark', true));
  });

  it('sizes the sprite to its number of cells', () => {
    expect(stylesheet).toContain(`mask-size: calc(${SPRITE_CELLS.length} * 100%) 100%;`);
    expect(stylesheet).toContain(`mask-position: calc(var(--icon) * 100% / ${SPRITE_CELLS.length - 1}) 0;`);
  });
});
