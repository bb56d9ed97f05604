import type { Metadata } from 'next';
import { financeAndInsurance } from '../gated-form-pages';

export const metadata: Metadata = { title: 'Finance and Insurance' };

/** /finance-and-insurance (SPEC 2), rendered per request when it has a query: see financeAndInsurance in ../gated-form-pages.tsx. */
export default financeAndInsurance.page;
