/** Page numbers to link around the current page, first and last always reachable (1-based). */
export function pageWindow(current: number, total: number, radius = 2): number[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page += 1) if (page >= 1 && page <= total) pages.add(page);
  return [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
}
