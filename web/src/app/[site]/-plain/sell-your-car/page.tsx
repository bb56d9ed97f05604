import { metadata as routeMetadata } from '../../sell-your-car/page';
import { sellYourCar } from '../../gated-form-pages';
import { canonicalAt } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /sell-your-car without a query string (tenancy/query-less-variant.ts): the same for every shopper who may open it, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/sell-your-car', routeMetadata);
export default sellYourCar.queryLess;
