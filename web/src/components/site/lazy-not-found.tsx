'use client';

import { lazyClient } from '@/components/ui/lazy-client';

// The 404 bodies, each in its own chunk: they render only on a missing page, though every page's
// payload names them. Server-rendered as before; the code loads where one renders instead of in
// every page's first load. (Not the footer: a chunk that fails to arrive would take the page down
// with it, where the footer's code in the first load costs ~0.5 KB.)
export const LazySiteNotFoundBody = lazyClient(() => import('./not-found-islands').then((module) => module.SiteNotFoundBody));
export const LazyUnknownSiteBody = lazyClient(() => import('./not-found-islands').then((module) => module.UnknownSiteBody));
