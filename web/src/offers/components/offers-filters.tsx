import { OFFER_CATEGORIES } from '@dealer/schemas/content/offer';
import { FacetLinks } from '@/directory/components/facet-links';
import type { FacetCounts } from '@/directory/listing-request';
import { formatRangeParam } from '@/search/range-param';
import { PRICE_BANDS, offersHref, type OffersState } from '@/offers/offers-request';

/** The offers' filters (SPEC.md 7): category with counts, and price bands. */
export function OffersFilters({ state, facets }: { state: OffersState; facets: FacetCounts }) {
  const counts = facets.categories ?? {};
  const categories = OFFER_CATEGORIES.filter(({ value }) => counts[value] || value === state.categories);
  const selectedPrice = formatRangeParam(state.price ?? undefined);
  return (
    <div className="flex flex-col gap-6">
      <FacetLinks
        title="Category"
        options={categories.length === 0 ? [] : [
          { label: 'All offers', href: offersHref(state, { categories: null }), selected: !state.categories },
          ...categories.map(({ value, title }) => ({ label: title, href: offersHref(state, { categories: value }), count: counts[value] ?? 0, selected: state.categories === value })),
        ]}
      />
      <FacetLinks
        title="Price"
        options={[
          { label: 'Any price', href: offersHref(state, { price: null }), selected: !selectedPrice },
          ...PRICE_BANDS.map(({ label, range }) => ({ label, href: offersHref(state, { price: range }), selected: selectedPrice === formatRangeParam(range) })),
        ]}
      />
    </div>
  );
}
