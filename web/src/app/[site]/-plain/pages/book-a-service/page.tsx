import Route, { metadata as routeMetadata } from '../../../service/page';
import { canonicalAt, withoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /pages/book-a-service without a query string: the service booking of /service at its second address, from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();
export const metadata = canonicalAt('/pages/book-a-service', routeMetadata);
export default withoutQuery(Route);
