import type { Metadata } from 'next';
import { finance } from '../gated-form-pages';

export const metadata: Metadata = { title: 'Finance', alternates: { canonical: '/finance' } };

/** /finance (SPEC 2), rendered per request when it has a query: see finance in ../gated-form-pages.tsx. */
export default finance.page;
