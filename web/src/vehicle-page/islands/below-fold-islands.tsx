'use client';

import dynamic from 'next/dynamic';

/*
 * The vehicle page's islands that wait for the shopper (calculators below the tabs, the share
 * buttons, the price check, the sticky bar shown after scrolling): each is its own chunk, left
 * out of the page's first-load JavaScript. They still render on the server; `loading` gives each
 * its own Suspense boundary, so the rest of the page hydrates without waiting for them and their
 * server HTML stays in place until their code arrives. What a shopper types or moves in them
 * before then is not lost: text inputs are read-only until hydrated, and the finance calculator's
 * sliders and frequency are taken up as they stand when it hydrates.
 */
const none = () => null;

export const FinanceCalculator = dynamic(() => import('./finance-calculator').then((m) => m.FinanceCalculator), { loading: none });
export const DeliveryCalculator = dynamic(() => import('./delivery-calculator').then((m) => m.DeliveryCalculator), { loading: none });
export const FuelCalculator = dynamic(() => import('./fuel-calculator').then((m) => m.FuelCalculator), { loading: none });
export const PriceComparison = dynamic(() => import('./price-comparison').then((m) => m.PriceComparison), { loading: none });
export const ShareBar = dynamic(() => import('./share-bar').then((m) => m.ShareBar), { loading: none });
export const StickyBar = dynamic(() => import('./sticky-bar').then((m) => m.StickyBar), { loading: none });
