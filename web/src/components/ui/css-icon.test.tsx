import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSS_ICON_NAMES } from './css-icon';

const stylesheet = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');

/** The shapes of an icon's drawing in the stylesheet, as [element, attributes] pairs. */
function drawnShapes(name: string): [string, Record<string, string>][] {
  const rule = new RegExp(`\\.icon-${name}(?:,[^{]*)? \\{\\s*--icon: url\\("data:image/svg\\+xml,([^"]+)"\\);`).exec(stylesheet);
  if (!rule) return [];
  const svg = decodeURIComponent(rule[1]!);
  return [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse) ([^>]*?)\/>/g)].map((shape) => [
    shape[1]!,
    Object.fromEntries([...shape[2]!.matchAll(/([a-z0-9-]+)='([^']*)'/g)].map((attribute) => [attribute[1]!, attribute[2]!])),
  ]);
}

describe('CSS icons', () => {
  it.each(CSS_ICON_NAMES)("draws %s as lucide-react draws it", async (name) => {
    const { __iconData } = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: [string, Record<string, string>][] } };
    const lucide = __iconData.node.map(([element, { key: _key, ...attributes }]) => [element, attributes]);
    expect(drawnShapes(name)).toEqual(lucide);
  });
});
