import type { Metadata } from 'next';
import { sellYourCar } from '../gated-form-pages';

export const metadata: Metadata = { title: 'Sell Your Car' };

/** /sell-your-car (SPEC 2), rendered per request when it has a query: see sellYourCar in ../gated-form-pages.tsx. */
export default sellYourCar.page;
