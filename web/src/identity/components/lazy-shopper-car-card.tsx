'use client';

import dynamic from 'next/dynamic';

/*
 * ShopperCarCard as its own chunk, left out of the page's first-load JavaScript: the cards of a
 * home page's featured stock or a vehicle page's similar cars still render on the server, and
 * their HTML stays in place (own Suspense boundary) until the card's code arrives to hydrate it.
 */
export const LazyShopperCarCard = dynamic(() => import('./shopper-car-card').then((m) => m.ShopperCarCard), { loading: () => null });
