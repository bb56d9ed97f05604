/**
 * `next/headers` as the browser bundle sees it. react-instantsearch-nextjs imports it for the
 * server render only (its `useNextHeaders` returns undefined in a browser), but the import alone
 * put Next's request storage and cookie adapters (~10 KB gzip) into the search page's first-load
 * JavaScript. next.config.ts aliases the browser build here; the server keeps the real module.
 */
export function headers(): never {
  throw new Error('next/headers is only available on the server.');
}
