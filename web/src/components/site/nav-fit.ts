/**
 * How many of the header's navigation items fit on one line (the rest go under More): all of
 * them when their widths and the gaps between them fit the space, else as many as fit beside
 * the More button. Widths are rounded up, so a sub-pixel never wraps a line or overflows it.
 */
export function navItemsThatFit(itemWidths: readonly number[], moreWidth: number, gap: number, available: number): number {
  const widths = itemWidths.map((width) => Math.ceil(width));
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return widths.length;
  let used = Math.ceil(moreWidth);
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
