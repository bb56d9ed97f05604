import Route, { metadata as routeMetadata } from '../../vehicle-parts-and-accessories/page';
import { canonicalAt, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /vehicle-parts-and-accessories without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/vehicle-parts-and-accessories', routeMetadata);
export default withoutQuery(Route);
