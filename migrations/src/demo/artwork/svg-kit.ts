/** Small helpers for composing SVG by hand. */

export type Point = readonly [number, number];

/** Chaikin corner cutting: turns a rough polygon into a smooth, car-like outline. */
export function smooth(points: readonly Point[], iterations = 2): Point[] {
  let current = [...points];
  for (let round = 0; round < iterations; round++) {
    const next: Point[] = [];
    for (let i = 0; i < current.length; i++) {
      const [x1, y1] = current[i] as Point;
      const [x2, y2] = current[(i + 1) % current.length] as Point;
      next.push([x1 * 0.75 + x2 * 0.25, y1 * 0.75 + y2 * 0.25], [x1 * 0.25 + x2 * 0.75, y1 * 0.25 + y2 * 0.75]);
    }
    current = next;
  }
  return current;
}

export function pathOf(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`;
}

export function smoothPath(points: readonly Point[], iterations = 2): string {
  return pathOf(smooth(points, iterations));
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + (defs ? `<defs>${defs}</defs>` : '')
    + `${body}</svg>`;
}

export function linear(id: string, stops: readonly (readonly [offset: number, colour: string])[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ar, ag, ab] = parse(a) as [number, number, number];
  const [br, bg, bb] = parse(b) as [number, number, number];
  const channel = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}
