import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_CODE_ID } from '../../web/src/server/cache/deferred-scripts.mjs';
import { hydrated } from './lazy-code';

/**
 * Journeys' `test`: Playwright's, with a page whose `goto` and `reload` (waiting for the load event,
 * their default) also wait for the page's code to have run and React to have hydrated it. A page
 * from the route cache starts its code once its largest picture is painted
 * (web/src/server/cache/deferred-scripts.mjs), which can be after the load event, and hydration
 * ends later still: without this a journey would tap a button React has not reached yet. A
 * journey that tests the page before its code runs asks for `domcontentloaded` (or `commit`) and
 * gets the page as it arrived.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(awaitingCode(page));
  },
});

/** The page, its `goto` and `reload` also waiting for its code (see above): for a page a journey opens itself. */
export function awaitingCode(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenCode = async <R>(navigation: Promise<R>, waitUntil: string | undefined): Promise<R> => {
    const response = await navigation;
    if ((waitUntil ?? 'load') === 'load') await codeHasRun(page);
    return response;
  };
  page.goto = (url, options) => thenCode(goto(url, options), options?.waitUntil);
  page.reload = (options) => thenCode(reload(options), options?.waitUntil);
  return page;
}

/**
 * The page's code has run once React has hydrated the document: Next's bootstrap sets `window.next`
 * as it starts, but React hydrates only after the route's chunks have arrived and compiled, and a
 * tap in between reaches a button with no handler (on a vehicle page ~20 ms, 40–80 ms with the CPU
 * slowed sixfold; longer with two browsers and the server sharing two cores, as in CI).
 * React marks each element it has hydrated (lazy-code.ts `hydrated`); the body is the last element
 * of the document's first pass to get it. From then a tap on a part still hydrating on its
 * own (components/site/hydrate-apart.tsx) makes React hydrate that part first and deliver the tap.
 * A page without Next's code (a file, JSON) or whose code never starts is taken as it is.
 */
async function codeHasRun(page: Page): Promise<void> {
  try {
    const started = await page.waitForFunction((listId) => ('next' in window ? 'started' : !document.getElementById(listId) && 'none'), PAGE_CODE_ID);
    if ((await started.jsonValue()) === 'started') await hydrated(page, 'body');
  } catch (error) {
    // The page may have moved on (a redirect in the browser, a download): the journey's own
    // expectations say what it should be.
    if (!/context was destroyed|navigat/i.test((error as Error).message)) throw error;
  }
}

export { expect };
