import { notFound } from 'next/navigation';
import { LazyRecentlyViewed } from '@/identity/device/lazy-recently-viewed';
import { StockSearch } from '@/search/components/stock-search-page';
import { QueryLessSearch } from '@/search/instantsearch-next/query-less-search';
import { landingSearchProps } from '@/search/server/landing-search-props';
import { SEARCH_HEADING } from '@/search/server/resolve-search';
import { registerServerSearch } from '@/search/server/ssr-search';
import { metadataWithoutQuery } from '@/server/cache/query-less-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';
import { generateMetadata as routeMetadata } from '../../../search/[[...segments]]/page';
import { requireSite } from '../../../require-site';

type Props = { params: Promise<{ site: string; segments?: string[] }> };

/**
 * A search landing page without a query string (tenancy/query-less-variant.ts): the same for
 * every shopper, served whole from the route cache until the tenant's stock changes or the hour
 * turns (the search's cutoff for recently sold cars, search/server/current-tenant-filter.ts). Its
 * results are rendered into the HTML as on the per-request page: InstantSearch reads the request's
 * query while it renders on the server, which a cached page may not; it reads none here
 * (QueryLessSearch).
 */
export const generateStaticParams = renderedOnFirstRequest('...segments');
export const generateMetadata = metadataWithoutQuery(routeMetadata);

export default async function SearchLandingPage({ params }: Props) {
  const { site: slug, segments = [] } = await params;
  const site = await requireSite(slug);
  const props = await landingSearchProps(site.slug, segments, SEARCH_HEADING);
  if (!props) notFound();
  // The in-process search the server render uses (a cached props entry does not register it).
  await registerServerSearch(site);
  return (
    <>
      <QueryLessSearch>
        <StockSearch {...props} />
      </QueryLessSearch>
      <LazyRecentlyViewed className="container-page pb-12" />
    </>
  );
}
