import Route, { generateMetadata as routeMetadata } from '../../blog/page';
import { metadataWithoutQuery, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /blog without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const generateMetadata = metadataWithoutQuery(routeMetadata);
export default withoutQuery(Route);
