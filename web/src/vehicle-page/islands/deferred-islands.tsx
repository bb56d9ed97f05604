'use client';

import dynamic from 'next/dynamic';

/*
 * Islands near the top of the vehicle page whose code is not in its first load: each renders on
 * the server and hydrates on its own when its chunk arrives (`loading` gives it its own Suspense
 * boundary, and its server HTML stays until then). None can lose what a shopper does first: the
 * watchlist button is disabled until the shopper's watchlist has loaded, which takes its code
 * anyway; the view counter only shows a figure it fetches once hydrated; the compare, favourite
 * and waitlist buttons are disabled until hydrated (late-hydrating-buttons.tsx).
 */
const none = () => null;

export const WatchlistSaveButton = dynamic(() => import('@/identity/components/watchlist-save-button').then((m) => m.WatchlistSaveButton), { loading: none });
export const ViewCounter = dynamic(() => import('./view-counter').then((m) => m.ViewCounter), { loading: none });
export const CompareToggle = dynamic(() => import('./late-hydrating-buttons').then((m) => m.CompareToggle), { loading: none });
export const FavouriteToggle = dynamic(() => import('./late-hydrating-buttons').then((m) => m.FavouriteToggle), { loading: none });
export const WaitlistButton = dynamic(() => import('./late-hydrating-buttons').then((m) => m.WaitlistButton), { loading: none });
