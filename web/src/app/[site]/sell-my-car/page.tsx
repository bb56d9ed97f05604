import type { Metadata } from 'next';
import { sellMyCar } from '../gated-form-pages';

export const metadata: Metadata = { title: 'Sell My Car' };

/** /sell-my-car (SPEC 2), rendered per request when it has a query: see sellMyCar in ../gated-form-pages.tsx. */
export default sellMyCar.page;
