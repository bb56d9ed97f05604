import Route, { metadata as routeMetadata } from '../../service/page';
import { canonicalAt, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /service without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/service', routeMetadata);
export default withoutQuery(Route);
