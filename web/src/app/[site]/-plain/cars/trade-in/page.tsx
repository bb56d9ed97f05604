import { metadata as routeMetadata } from '../../../trade-in/page';
import { tradeIn } from '../../../gated-form-pages';
import { canonicalAt } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /cars/trade-in without a query string: the trade-in valuation of /trade-in at its second address, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/cars/trade-in', routeMetadata);
export default tradeIn.queryLess;
