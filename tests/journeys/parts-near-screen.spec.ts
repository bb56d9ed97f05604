import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { recordHeldBack, scrollThrough } from '../support/held-back';
import { recordLayoutShifts } from '../support/layout-shifts';
import { findCar } from '../support/vehicle-finder';

/**
 * On a phone, the parts of a long page far below the screen (a home page's later sections, search
 * cards after the first two, the vehicle page's lower sections) are in the page from the start
 * (find in page, screen readers, links to them) but laid out only as the shopper scrolls near
 * them: the first frame and the stylesheet's arrival touch only what is on screen. Each part
 * holds a height until then, so scrolling down to it shifts nothing.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const PAGES: { name: string; url: () => Promise<string>; farBelow: (page: Page) => Locator }[] = [
  { name: 'a home page', url: async () => tenantUrl('valley-used-cars', '/'), farBelow: (page) => page.locator('main h2').last() },
  {
    name: 'a search page',
    url: async () => tenantUrl('metro-motor-group', '/search/new-used-and-demo-cars'),
    farBelow: (page) => page.getByTestId('search-results').locator('li h3').last(),
  },
  {
    name: 'the vehicle page',
    url: async () => tenantUrl('valley-used-cars', `/cars/${(await findCar('valley-used-cars', 'status:in_stock AND price > 0'))!.slug}`),
    farBelow: (page) => page.getByRole('heading', { name: 'Share this vehicle' }),
  },
];

for (const { name, url, farBelow } of PAGES) {
  test(`${name} lays out its lower parts only as they near the screen, and scrolling to them shifts nothing`, async ({ page }) => {
    const skipped = await recordHeldBack(page);
    const shifted = await recordLayoutShifts(page);
    await page.goto(await url());
    const part = farBelow(page);
    await expect(part).toBeAttached();
    const heading = (await part.textContent())!.trim();
    await expect.poll(() => skipped(heading), { message: `"${heading}" held back while far below the screen` }).toBe(true);
    await scrollThrough(page);
    await part.scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(heading), { message: `"${heading}" laid out once on screen` }).toBe(false);
    expect(await shifted(), 'layout shift while scrolling down the page').toBeLessThanOrEqual(0.02);
  });
}
