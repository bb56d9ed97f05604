import Route, { metadata as routeMetadata } from '../../dealer-locator/page';
import { canonicalAt, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /dealer-locator without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/dealer-locator', routeMetadata);
export default withoutQuery(Route);
