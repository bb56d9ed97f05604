import { metadata as routeMetadata } from '../../trade-in/page';
import { tradeIn } from '../../gated-form-pages';
import { canonicalAt } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /trade-in without a query string (tenancy/query-less-variant.ts): the same for every shopper who may open it, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/trade-in', routeMetadata);
export default tradeIn.queryLess;
