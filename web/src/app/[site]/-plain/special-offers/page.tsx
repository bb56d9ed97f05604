import Route, { generateMetadata as routeMetadata } from '../../special-offers/page';
import { metadataWithoutQuery, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/**
 * /special-offers without a query string (tenancy/query-less-variant.ts): the same for every
 * shopper, from the route cache until the tenant's offers or stock change or, by the clock, the
 * next of its offers starts or ends (offers/offers-search.ts: a deadline tag).
 */
export const generateStaticParams = renderedOnFirstRequest();
export const generateMetadata = metadataWithoutQuery(routeMetadata);
export default withoutQuery(Route);
