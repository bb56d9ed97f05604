import { metadata as routeMetadata } from '../../finance/page';
import { finance } from '../../gated-form-pages';
import { canonicalAt } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /finance without a query string (tenancy/query-less-variant.ts): the same for every shopper who may open it, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/finance', routeMetadata);
export default finance.queryLess;
