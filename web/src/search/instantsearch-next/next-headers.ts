/**
 * `next/headers` as react-instantsearch-nextjs sees it (next.config.ts aliases the library's
 * import here, in both builds). It reads the request's headers while rendering on the server, for
 * the host of a URL it parses only for its path and query, and for a CSP nonce this platform does
 * not use. The real headers() would tie every page holding a search to the request, so a search
 * landing page could not be prerendered; in the browser it is never called, and the real module
 * would put Next's request storage and cookie adapters (~10 KB gzip) into the search page's
 * first-load JavaScript.
 */
export function headers(): Headers {
  return new Headers();
}
