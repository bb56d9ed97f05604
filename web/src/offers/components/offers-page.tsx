import type { SiteConfig } from '@dealer/schemas/content/site';
import { siteTimeZone } from '@/lib/time-zone';
import { countLabel } from '@/search/result-count';
import { KeywordForm } from '@/directory/components/keyword-form';
import { ListingLayout } from '@/directory/components/listing-layout';
import { ListingPagination } from '@/directory/components/listing-pagination';
import type { OffersView } from '@/offers/offers-search';
import { OFFERS_PATH, offersHref, type OffersState } from '@/offers/offers-request';
import { formatRangeParam } from '@/search/range-param';
import { NoOffers } from './no-offers';
import { OfferGrid } from './offer-grid';
import { OffersFilters } from './offers-filters';

type Props = { site: SiteConfig; state: OffersState; view: OffersView };

/** /special-offers: the dealership offers search (SPEC.md 2, 7), server-rendered from the URL. */
export function OffersPage({ site, state, view }: Props) {
  return (
    <ListingLayout
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Special Offers' }]}
      heading="Special Offers"
      intro={`The latest offers from ${site.name} on new and used vehicles, finance, servicing and accessories.`}
      filters={
        <>
          <KeywordForm action={OFFERS_PATH} label="Search offers" query={state.query} keep={{ categories: state.categories, price: formatRangeParam(state.price ?? undefined) }} />
          <OffersFilters state={state} facets={view.facets} />
        </>
      }
      count={countLabel(view.nbHits, 'offer', 'offers')}
      countId="offers-results"
      searchedAt={view.searchedAt}
    >
      {view.hits.length > 0 ? (
        <>
          <OfferGrid offers={view.hits} timeZone={siteTimeZone(site)} />
          <ListingPagination page={view.page} nbPages={view.nbPages} href={(page) => offersHref(state, { page })} />
        </>
      ) : (
        <NoOffers refreshPath={OFFERS_PATH} />
      )}
    </ListingLayout>
  );
}
