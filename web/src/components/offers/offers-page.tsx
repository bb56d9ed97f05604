import type { SiteConfig } from '@dealer/schemas/content/site';
import { KeywordForm } from '@/components/directory/keyword-form';
import { ListingPagination } from '@/components/directory/listing-pagination';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import type { OffersView } from '@/offers/offers-search';
import { OFFERS_PATH, offersHref, type OffersState } from '@/offers/offers-request';
import { formatRangeParam } from '@/search/range-param';
import { NoOffers } from './no-offers';
import { OfferGrid } from './offer-grid';
import { OffersFilters } from './offers-filters';

type Props = { site: SiteConfig; state: OffersState; view: OffersView };

const countText = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'offer' : 'offers'}`;

/** /special-offers: the dealership offers search (SPEC.md 2, 7), server-rendered from the URL. */
export function OffersPage({ site, state, view }: Props) {
  return (
    <div className="container-page py-8 md:py-12">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Special Offers' }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">Special Offers</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">The latest offers from {site.name} on new and used vehicles, finance, servicing and accessories.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters" className="flex flex-col gap-6">
          <KeywordForm action={OFFERS_PATH} label="Search offers" query={state.query} keep={{ categories: state.categories, price: formatRangeParam(state.price ?? undefined) }} />
          <OffersFilters state={state} facets={view.facets} />
        </aside>
        <section aria-labelledby="offers-results">
          <h2 id="offers-results" className="mb-4 text-lg font-semibold">{countText(view.nbHits)}</h2>
          {view.hits.length > 0 ? (
            <>
              <OfferGrid offers={view.hits} />
              <ListingPagination page={view.page} nbPages={view.nbPages} href={(page) => offersHref(state, { page })} />
            </>
          ) : (
            <NoOffers refreshPath={OFFERS_PATH} />
          )}
        </section>
      </div>
    </div>
  );
}
