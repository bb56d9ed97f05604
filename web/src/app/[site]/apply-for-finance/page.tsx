import type { Metadata } from 'next';
import { applyForFinance } from '../gated-form-pages';

export const metadata: Metadata = { title: 'Apply for Finance' };

/** /apply-for-finance (SPEC 2), rendered per request when it has a query: see applyForFinance in ../gated-form-pages.tsx. */
export default applyForFinance.page;
