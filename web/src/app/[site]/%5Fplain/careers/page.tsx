import Route, { metadata } from '../../careers/page';
import { withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /careers without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest;
export { metadata };
export default withoutQuery(Route);
