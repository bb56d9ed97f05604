import type { Page } from '@playwright/test';

/**
 * Sums the layout shifts a shopper did not cause (no recent tap or key), from the page's start.
 * Call before the page loads; the returned function reads the sum so far (the CLS target: 0.02).
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const record = window as unknown as { shifted: number };
    record.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) record.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}
