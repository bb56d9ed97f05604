import Route, { metadata as routeMetadata } from '../../contact/page';
import { canonicalAt, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /contact without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/contact', routeMetadata);
export default withoutQuery(Route);
