import type { Metadata } from 'next';
import { tradeIn } from '../gated-form-pages';

export const metadata: Metadata = { title: 'Trade-In Valuation' };

/** /trade-in (SPEC 2), rendered per request when it has a query: see tradeIn in ../gated-form-pages.tsx. */
export default tradeIn.page;
