/**
 * WCAG 2.x contrast maths on hex colours. Tenant colours come from content editors, so the
 * layout checks every pair it uses and corrects it instead of trusting the CMS (SPEC: contrast
 * must hold on every tenant).
 */
export type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb`; null for anything else (named colours, rgb(), injected CSS). */
export function parseHex(value: string): Rgb | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  let hex = match[1]!;
  if (hex.length === 3) hex = hex.split('').map((c) => c + c).join('');
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** The foreground if it reaches `min` on the background, else black or white, whichever is stronger. */
export function readableForeground(background: Rgb, preferred: Rgb | null, min = 4.5): Rgb {
  if (preferred && contrastRatio(background, preferred) >= min) return preferred;
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

/**
 * The colour darkened in small steps (towards black, keeping its hue) until it reaches `min`
 * against the background; used when a light brand colour must be used as text on white.
 */
export function darkenUntilReadable(colour: Rgb, background: Rgb, min = 4.5): Rgb {
  let current = colour;
  for (let i = 0; i < 40 && contrastRatio(current, background) < min; i += 1) {
    current = { r: current.r * 0.92, g: current.g * 0.92, b: current.b * 0.92 };
  }
  return contrastRatio(current, background) >= min ? current : BLACK;
}
