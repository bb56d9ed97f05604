'use client';

import dynamic from 'next/dynamic';

/*
 * ShopperCarCard as its own chunk, left out of the page's first-load JavaScript, for cards far
 * below the fold that already stream in late (a vehicle page's similar cars): they still render
 * on the server, each in a Suspense boundary of its own until its code arrives. Cards near the top
 * of a page (featured stock) use ShopperCarCard itself, so they are in the HTML where they stand.
 * Its buttons are disabled until the card has hydrated.
 */
export const LazyShopperCarCard = dynamic(() => import('./shopper-car-card').then((m) => m.LateShopperCarCard), { loading: () => null });
