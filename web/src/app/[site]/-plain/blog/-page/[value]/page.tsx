import Route, { generateMetadata as routeMetadata } from '../../../../blog/page';
import { metadataWithParameterFromPath, withParameterFromPath } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

/** /blog?page=N (tenancy/query-less-variant.ts): each page of the list from the route cache; one past the last is a 404. */
export const generateStaticParams = renderedOnFirstRequest('value');
export const generateMetadata = metadataWithParameterFromPath('page', routeMetadata);
export default withParameterFromPath('page', Route);
