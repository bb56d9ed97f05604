import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_CODE_ID } from '../../web/src/server/cache/deferred-scripts.mjs';

/**
 * Journeys' `test`: Playwright's, with a page whose `goto` and `reload` (waiting for the load event,
 * their default) also wait for the page's code to have run. A page from the route cache starts its
 * code once its largest picture is painted (web/src/server/cache/deferred-scripts.mjs), which can
 * be after the load event: without this a journey would tap a button React has not reached yet,
 * where before the load event meant the code had run. A journey that tests the page before its
 * code runs asks for `domcontentloaded` (or `commit`) and gets the page as it arrived.
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

/** Next's bootstrap sets `window.next` as the page's code starts, before React hydrates. */
async function codeHasRun(page: Page): Promise<void> {
  await page
    .waitForFunction((listId) => !document.getElementById(listId) || 'next' in window, PAGE_CODE_ID)
    // The page may have moved on (a redirect in the browser, a download): the journey's own
    // expectations say what it should be.
    .catch((error: Error) => {
      if (!/context was destroyed|navigat/i.test(error.message)) throw error;
    });
}

export { expect };
