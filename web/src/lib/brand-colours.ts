import type { SiteConfig } from '@dealer/schemas/content/site';
import { darkenUntilReadable, parseHex, readableForeground, toHex, type Rgb } from './colour-contrast';

/** Defaults when a tenant colour is missing or not a hex value: a neutral, accessible blue. */
const FALLBACK_PRIMARY: Rgb = { r: 0x1d, g: 0x4e, b: 0xd8 };
const FALLBACK_ACCENT: Rgb = { r: 0xf5, g: 0x9e, b: 0x0b };
// The lightest grey panel the UI puts brand-coloured text on (Tailwind neutral-100); a colour
// readable on it is readable on white too.
const LIGHT_PANEL: Rgb = { r: 0xf5, g: 0xf5, b: 0xf5 };

export type BrandCssVariables = {
  '--brand-primary': string;
  '--brand-primary-foreground': string;
  '--brand-accent': string;
  '--brand-accent-foreground': string;
  /** The primary colour as text on white or light grey (links, figures): darkened when the brand colour is light. */
  '--brand-ink': string;
};

/**
 * CSS variables for a tenant wrapper. Every pair the UI draws (text on primary, text on accent,
 * primary text on white) is guaranteed at least 4.5:1, whatever the editors chose.
 */
export function brandCssVariables(colours: SiteConfig['colours']): BrandCssVariables {
  const primary = parseHex(colours.primary) ?? FALLBACK_PRIMARY;
  const accent = parseHex(colours.accent) ?? FALLBACK_ACCENT;
  return {
    '--brand-primary': toHex(primary),
    '--brand-primary-foreground': toHex(readableForeground(primary, parseHex(colours.primaryForeground))),
    '--brand-accent': toHex(accent),
    '--brand-accent-foreground': toHex(readableForeground(accent, parseHex(colours.accentForeground))),
    '--brand-ink': toHex(darkenUntilReadable(primary, LIGHT_PANEL)),
  };
}
