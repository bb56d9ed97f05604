import type { Page } from '@playwright/test';

/**
 * Records what the browser last said of laying out each part of the page that is held back until
 * it nears the screen (`contentvisibilityautostatechange`: `skipped` while far from it), by the
 * part's first heading. Call before the page loads; the returned function reads one part's state
 * (undefined: the browser never held it back).
 */
export async function recordHeldBack(page: Page): Promise<(heading: string) => Promise<boolean | undefined>> {
  await page.addInitScript(() => {
    const skipped: Record<string, boolean> = {};
    (window as unknown as { skipped: typeof skipped }).skipped = skipped;
    document.addEventListener('contentvisibilityautostatechange', (event) => {
      const name = (event.target as Element).querySelector('h2, h3')?.textContent?.trim();
      if (name) skipped[name] = (event as Event & { skipped: boolean }).skipped;
    }, true);
  });
  return (heading) => page.evaluate((key) => (window as unknown as { skipped: Record<string, boolean | undefined> }).skipped[key], heading);
}

/** Scrolls down the whole page a screen at a time, a frame for each step, as a shopper's scroll gives it. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => new Promise<void>((resolve) => {
      window.scrollTo(0, y);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }), top);
  }
}
