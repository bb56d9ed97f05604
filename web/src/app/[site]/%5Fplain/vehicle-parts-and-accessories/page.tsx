import Route, { metadata } from '../../vehicle-parts-and-accessories/page';
import { withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /vehicle-parts-and-accessories without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest;
export { metadata };
export default withoutQuery(Route);
