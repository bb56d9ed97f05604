/** WCAG 2.x contrast between two #rrggbb colours (1 to 21). AA body text needs 4.5. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const match = /^#([0-9a-f]{6})$/i.exec(hex);
    if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
    const value = parseInt(match[1] as string, 16);
    const channel = (shift: number) => {
      const c = ((value >> shift) & 0xff) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
