'use client';

import { lazyClient } from '@/components/ui/lazy-client';

// The layout's client parts that nothing waits for, each in its own chunk: the footer is links
// and text (a tap on one works before its code arrives), and the 404 bodies render only on a
// missing page, though every page's payload names them. Server-rendered as before; the code
// loads after the page's first load instead of in it.

export const LazySiteFooter = lazyClient(() => import('./site-footer').then((module) => module.SiteFooter));
export const LazySiteNotFoundBody = lazyClient(() => import('./not-found-islands').then((module) => module.SiteNotFoundBody));
export const LazyUnknownSiteBody = lazyClient(() => import('./not-found-islands').then((module) => module.UnknownSiteBody));
