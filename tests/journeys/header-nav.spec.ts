import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { TENANTS, tenantUrl } from '../support/demo';
import { blockPageCode } from '../support/lazy-code';

const WIDTHS = [1024, 1280, 1440] as const;

/** The main navigation's items as a shopper sees them: on the bar, or under More. */
async function navState(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('nav[aria-label="Main"] > ul');
    const items = Array.from(list?.children ?? []) as HTMLElement[];
    const more = items.find((item) => item.hasAttribute('data-nav-more'));
    const shown = items.filter((item) => item !== more && !item.hidden).map((item) => {
      const box = item.getBoundingClientRect();
      return { text: item.innerText.trim(), top: Math.round(box.top), left: box.left, right: box.right };
    });
    return {
      total: items.length - (more ? 1 : 0),
      shown,
      moreShown: Boolean(more && !more.hidden),
      pageWidth: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    };
  });
}

/** The bar has fitted its items in their final font: it measures again once the web font arrives. */
async function fitted(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(resolve))));
  await expect(page.locator('nav[aria-label="Main"] > ul[data-fitted]')).toHaveCount(1);
}

for (const tenant of TENANTS) {
  for (const width of WIDTHS) {
    test(`${tenant} at ${width} px: the navigation is one line, nothing overflows, and what does not fit is under More`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenantUrl(tenant));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await fitted(page);

      const state = await navState(page);
      expect(state.pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(state.viewport);
      expect(state.shown.length).toBeGreaterThan(0);
      // One line: every item on the bar starts at the same height, inside the window.
      expect(new Set(state.shown.map((item) => item.top)).size).toBe(1);
      for (const item of state.shown) {
        expect(item.left).toBeGreaterThanOrEqual(0);
        expect(item.right).toBeLessThanOrEqual(width);
      }

      if (state.shown.length < state.total) {
        expect(state.moreShown).toBe(true);
        const more = nav.getByRole('button', { name: 'More' });
        await more.click();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
        await expect(panel).toBeVisible();
        // Every item missing from the bar is in the panel, in the bar's order.
        const listed = await panel.evaluate((element) => Array.from(element.querySelectorAll(':scope > ul > li'), (li) => li.querySelector('p, a')?.textContent?.trim() ?? ''));
        expect(listed).toHaveLength(state.total - state.shown.length);
        const box = await panel.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(more).toBeFocused();
      } else {
        expect(state.moreShown).toBe(false);
      }
    });
  }
}

test('the bar recounts when the window narrows and widens, without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(tenantUrl('metro-motor-group'));
  await fitted(page);
  const wide = (await navState(page)).shown.length;
  await page.setViewportSize({ width: 1024, height: 900 });
  // Metro's bar has More at 1440 px already (3 of 8 items): wait for the recount itself.
  await expect.poll(async () => (await navState(page)).shown.length).toBeLessThan(wide);
  const narrow = await navState(page);
  expect(narrow.moreShown).toBe(true);
  expect(narrow.pageWidth).toBeLessThanOrEqual(1024);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await navState(page)).shown.length).toBe(wide);
});

test('before its code has run the bar shows whole items on one line, and hides the rest from sight and from screen readers', async ({ page }) => {
  // The page as it arrives, its code held back: what a shopper sees until the page hydrates.
  await blockPageCode(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const tenant of TENANTS) {
    await page.goto(tenantUrl(tenant), { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    const bar = await page.evaluate(() => {
      const list = document.querySelector('nav[aria-label="Main"] > ul')!;
      const box = list.getBoundingClientRect();
      const items = Array.from(list.children, (item) => item.getBoundingClientRect());
      const inside = items.filter((item) => item.top < box.bottom);
      return {
        fitted: list.hasAttribute('data-fitted'),
        shown: inside.length,
        whole: inside.every((item) => item.left >= box.left && item.right <= box.right && item.bottom <= box.bottom),
        oneLine: new Set(inside.map((item) => Math.round(item.top))).size === 1,
      };
    });
    expect(bar.fitted).toBe(false);
    expect(bar.shown, tenant).toBeGreaterThan(0);
    expect(bar, tenant).toMatchObject({ whole: true, oneLine: true });
    await expectNoSeriousA11yViolations(page);
  }
});
