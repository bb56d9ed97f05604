import { carCardData } from '@/components/vehicle/car-card-data';
import { cardSaveActions } from '@/identity/components/card-save-actions';
import { ShopperCarCard } from '@/identity/components/shopper-car-card';
import { buttonVariants } from '@/components/ui/button';
import { searchVehicles, type SearchRecord } from '@/search/search-service';
import { searchHref } from '@/routes/vehicle-links';
import type { BlockComponent } from '../shared/block-types';

/**
 * Fixed block: a few cars from the search port (the tenant's base filter is applied inside;
 * the block's `filter` narrows it). SPEC 8: a search error shows no message, so a failure
 * leaves the block out rather than breaking the page.
 */
export const FeaturedStock: BlockComponent<'featuredStock'> = async ({ heading, filter, limit, ctaLabel, ctaHref, site }) => {
  let hits: SearchRecord[];
  try {
    ({ hits } = await searchVehicles(site, { filters: filter ?? undefined, hitsPerPage: limit }));
  } catch (error) {
    console.error(`Featured stock of ${site.slug} could not be loaded`, error);
    return null;
  }
  if (hits.length === 0) return null;
  const now = new Date();

  return (
    <section className="block-section">
      <div className="block-header">
        <h2 className="block-heading">{heading}</h2>
        <a href={ctaHref ?? searchHref(site.routes)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {ctaLabel ?? 'View all stock'}
        </a>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xxl:grid-cols-4">
        {hits.map((car) => (
          <li key={car.objectID}>
            <ShopperCarCard card={carCardData(car, site, now)} save={cardSaveActions(site, car)} />
          </li>
        ))}
      </ul>
    </section>
  );
};
