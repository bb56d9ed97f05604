import { OfferGrid } from '@/offers/components/offer-grid';
import { siteTimeZone } from '@/lib/time-zone';
import { buttonVariants } from '@/components/ui/button';
import { offersHref, parseOffersParams } from '@/offers/offers-request';
import { searchOffers, type OffersView } from '@/offers/offers-search';
import type { BlockComponent } from '../shared/block-types';
import { FixedFeature } from '../shared/fixed-feature';

/**
 * Fixed block: the newest current offers (of one category when set), linking to all offers.
 * Without offers (or when the search fails, SPEC 8: no message) it is the plain link to
 * /special-offers, which always works.
 */
export const OffersSearch: BlockComponent<'offersSearch'> = async ({ heading, intro, category, limit, site }) => {
  const state = { ...parseOffersParams({}), categories: category?.trim() || null };
  const href = offersHref(state);
  let view: OffersView | null = null;
  try {
    view = await searchOffers(site.slug, state, limit);
  } catch (error) {
    console.error(`Offers block of ${site.slug} could not be loaded`, error);
  }
  if (!view || view.hits.length === 0) return <FixedFeature heading={heading} intro={intro} fallbackHeading="Special offers" href={href} label="View special offers" />;
  return (
    <section className="block-section">
      <div className="block-header">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Special offers'}</h2>
          {intro && <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p>}
        </div>
        <a href={href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>View all offers</a>
      </div>
      <OfferGrid offers={view.hits} timeZone={siteTimeZone(site)} />
    </section>
  );
};
