import { Suspense, type ReactNode } from 'react';

/**
 * Content that is already rendered (a cached copy, or a page whose data is already awaited) in a
 * Suspense boundary of its own. The HTML does not change: the boundary is complete when the page
 * is written, so React writes it in place (Next's patched React keeps every completed boundary in
 * place however large). What changes is the browser's work: React hydrates each such boundary in
 * its own pass, which gives the main thread back every few milliseconds, where the document
 * otherwise hydrates in one long task that delays the largest paint and every tap (Lighthouse's
 * Total Blocking Time fell from about 600 ms to under 250 ms on a tenant home).
 * Never wrap content that may still be loading: it would be sent after the rest of the page. Nor
 * content whose hydration can wait on code that loads later (the stock search's InstantSearch):
 * a tap that lands in a slice React cannot hydrate there and then is not delivered to it.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
