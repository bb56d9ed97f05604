import Route, { metadata as routeMetadata } from '../../contact/page';
import { canonicalAt, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /contact-us without a query string: the contact page of /contact at its second address, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/contact-us', routeMetadata);
export default withoutQuery(Route);
