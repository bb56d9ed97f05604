'use client';

import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A client part in its own chunk: a block's interactive part, or the 404 bodies every page's
 * payload names (components/site/lazy-not-found.tsx). The block registry is imported by every CMS page,
 * and Turbopack ships every client component a page's server modules import, rendered or not, so
 * a direct import would send each block's client code (forms, calculators, the prize wheel, the
 * carousel) to every page, the home page above all. The part is still server-rendered; only
 * pages that show it load it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept by the return type
export function lazyClient<C extends ComponentType<any>>(load: () => Promise<C>): ComponentType<ComponentProps<C>> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyClient(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyClient;
}
