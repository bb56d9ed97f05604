import { metadata as routeMetadata } from '../../apply-for-finance/page';
import { applyForFinance } from '../../gated-form-pages';
import { canonicalAt } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /apply-for-finance without a query string (tenancy/query-less-variant.ts): the same for every shopper who may open it, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/apply-for-finance', routeMetadata);
export default applyForFinance.queryLess;
