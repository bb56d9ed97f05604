import { metadata as routeMetadata } from '../../finance-and-insurance/page';
import { financeAndInsurance } from '../../gated-form-pages';
import { canonicalAt } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /finance-and-insurance without a query string (tenancy/query-less-variant.ts): the same for every shopper who may open it, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/finance-and-insurance', routeMetadata);
export default financeAndInsurance.queryLess;
