import Route, { generateMetadata as routeMetadata } from '../../../contact-us/[location]/page';
import { canonicalMetadataAt, metadataWithoutQuery, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /contact-us/{location} without a query string (tenancy/query-less-variant.ts): the same for every shopper, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest('location');
export const generateMetadata = canonicalMetadataAt(({ location }: { site: string; location: string }) => `/contact-us/${location}`, metadataWithoutQuery(routeMetadata));
export default withoutQuery(Route);
