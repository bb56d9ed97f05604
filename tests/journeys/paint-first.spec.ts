import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { vehiclePageUrl } from '../../scripts/lib/first-load-js';
import { deferredScripts } from '../../web/src/server/cache/deferred-scripts.mjs';
import { cachedPage, cacheState } from '../support/cached-page';
import { TEST_PORT } from '../support/demo';

/**
 * A page from the route cache paints its largest picture before its code starts
 * (web/src/server/cache/deferred-scripts.mjs): the code is asked for once the picture has
 * arrived and a frame has passed, at once when the shopper touches the page, and after two
 * seconds whatever happens. The page's clock is Playwright's, stopped, so "a frame" and "two
 * seconds" pass when the journey says so.
 */

/** A vehicle page the route cache holds, and the code its HTML lists. */
async function cachedVehiclePage(): Promise<{ url: string; scripts: string[] }> {
  const url = await vehiclePageUrl('riverside-toyota', String(TEST_PORT));
  const { hostname, pathname } = new URL(url);
  const res = await cachedPage(hostname, pathname);
  expect(cacheState(res)).toBe('HIT');
  const scripts = deferredScripts(res.text)?.scripts ?? [];
  expect(scripts.length, 'the cached page lists its code').toBeGreaterThan(3);
  return { url, scripts };
}

/** Opens the page with every picture held back until `release`, recording the code it asks for. */
async function openWithPicturesHeld(page: Page, url: string) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/') && request.url().endsWith('.js')) asked.push(new URL(request.url()).pathname);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/img/**', async (route) => {
    await released;
    await route.continue();
  });
  // Time stands still from the page's start until the journey moves it on.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main h1')).toBeVisible();
  const codeHasRun = () => page.evaluate(() => 'next' in window);
  return { asked, release, codeHasRun };
}

test('the code is asked for once the largest picture has arrived and been painted', async ({ page }) => {
  const { url, scripts } = await cachedVehiclePage();
  const { asked, release, codeHasRun } = await openWithPicturesHeld(page, url);
  await page.clock.runFor(1500);
  expect(asked, 'code asked for while the picture is on its way').toEqual([]);
  release();
  await expect(page.locator('img[fetchpriority="high"]').first()).toHaveJSProperty('complete', true);
  await page.clock.runFor(100);
  await expect.poll(codeHasRun).toBe(true);
  expect(asked).toEqual(expect.arrayContaining(scripts));
});

test('a touch before the picture arrives starts the code at once', async ({ page }) => {
  const { url, scripts } = await cachedVehiclePage();
  const { asked, release, codeHasRun } = await openWithPicturesHeld(page, url);
  expect(asked).toEqual([]);
  await page.mouse.move(200, 300);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(codeHasRun).toBe(true);
  expect(asked).toEqual(expect.arrayContaining(scripts));
  release();
});

test('the code starts after two seconds when the picture never comes', async ({ page }) => {
  const { url } = await cachedVehiclePage();
  const { asked, release, codeHasRun } = await openWithPicturesHeld(page, url);
  await page.clock.runFor(1900);
  expect(asked).toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(codeHasRun).toBe(true);
  release();
});
