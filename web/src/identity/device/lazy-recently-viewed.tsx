'use client';

import dynamic from 'next/dynamic';

/**
 * "Recently viewed" reads the device's list, so the server renders nothing for it: its code loads
 * after the page is interactive instead of with the page.
 */
export const LazyRecentlyViewed = dynamic(() => import('./recently-viewed').then((m) => m.RecentlyViewed), { ssr: false });
