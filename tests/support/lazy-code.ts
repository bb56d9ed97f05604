import type { Page } from '@playwright/test';
import { firstLoadScripts } from '../../scripts/lib/first-load-js';
import { hostRequest } from './http';

const CHUNKS = '**/_next/static/chunks/**';

/** The paths of the chunks the page at `url` loads first (firstLoadScripts of its HTML). */
export async function firstLoadChunks(url: string): Promise<Set<string>> {
  const html = (await hostRequest(new URL(url).hostname, 'GET', new URL(url).pathname)).text;
  return new Set(firstLoadScripts(html).map((src) => new URL(src, url).pathname));
}

/**
 * Holds back every chunk the page loads later than its first load (those firstLoadScripts does not
 * find in its HTML) until the returned release is called: what a slow connection does to a lazily
 * loaded island, made certain.
 */
export async function holdBackLazyCode(page: Page, url: string): Promise<() => void> {
  const eager = await firstLoadChunks(url);
  return holdChunks(page, (path) => !eager.has(path));
}

/**
 * Refuses every chunk of the pages' code until the returned function is called: the page as it
 * arrives, as a shopper sees it (and taps it) before its code has run.
 */
export async function blockPageCode(page: Page): Promise<() => Promise<void>> {
  await page.route(CHUNKS, (route) => route.abort());
  return () => page.unroute(CHUNKS);
}

/**
 * Holds back every chunk of the pages' code until the returned release is called: the page as it
 * arrives, tapped before its code has run, and then the code arriving into that same page.
 */
export function holdPageCode(page: Page): Promise<() => void> {
  return holdChunks(page, () => true);
}

/** Holds back the chunks whose path `held` names until the returned release is called. */
async function holdChunks(page: Page, held: (path: string) => boolean): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNKS, async (route) => {
    if (held(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated every element the selector matches (hydrated nodes carry its fiber). */
export const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const elements = [...document.querySelectorAll(css)];
    return elements.length > 0 && elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
  }, selector);
