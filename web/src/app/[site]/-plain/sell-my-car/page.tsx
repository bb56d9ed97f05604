import { metadata as routeMetadata } from '../../sell-my-car/page';
import { sellMyCar } from '../../gated-form-pages';
import { canonicalAt } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /sell-my-car without a query string (tenancy/query-less-variant.ts): the same for every shopper who may open it, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/sell-my-car', routeMetadata);
export default sellMyCar.queryLess;
