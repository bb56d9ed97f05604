import { getLocations } from '@/content/locations';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import type { Location } from '@dealer/schemas/content/location';
import type { BlockComponent } from '../shared/block-types';
import { filterLocations } from './filter-locations';

/**
 * Dealership locations as cards: name, rating, address, phone, licence and View Details
 * (SPEC 2 "Location block"). Fetches on the server; a content failure hides the block. Text
 * only, no icons: a group lists many locations and each node costs hydration.
 */
export const Locations: BlockComponent<'locations'> = async ({ heading, filter, site }) => {
  let locations: Location[];
  try {
    locations = filterLocations(await getLocations(site), filter);
  } catch (error) {
    console.error(`Locations block of ${site.slug} could not load locations`, error);
    return null;
  }
  if (locations.length === 0) return null;

  const title = heading ?? (locations.length > 1 ? `${locations.length} Big Locations` : 'Our Location');
  return (
    <section className="container-page py-10 md:py-14">
      <h2 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">{title}</h2>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => {
          const tel = phoneHref(location.phone);
          const rating = location.reviews ? Number.parseFloat(location.reviews.averageRating) : Number.NaN;
          return (
            <li key={location._id} className="flex flex-col rounded-lg border border-neutral-200 bg-white p-5 shadow-sm">
              <h3 className="text-xl font-semibold">{location.name}</h3>
              {location.reviews && Number.isFinite(rating) && (
                <p className="mt-1 text-sm text-neutral-700">
                  Rated {rating.toFixed(1)} out of 5 from {location.reviews.count} reviews
                </p>
              )}
              <p className="mt-3">
                {location.address.street}, {location.address.city} {location.address.state} {location.address.postcode}
              </p>
              {tel && (
                <p className="mt-2">
                  Phone{' '}
                  <a href={tel} className="inline-flex min-h-6 items-center font-medium underline hover:no-underline">
                    {formatPhone(location.phone)}
                  </a>
                </p>
              )}
              {location.dealerLicenseNumber && (
                <p className="mt-2 text-sm text-neutral-700">Dealer licence {location.dealerLicenseNumber}</p>
              )}
              <div className="mt-auto flex flex-wrap gap-x-5 pt-4">
                <a
                  href={`/locations/${location.slug}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
                >
                  View Details<span className="sr-only">: {location.name}</span>
                </a>
                {location.address.placeUrl && (
                  <a
                    href={location.address.placeUrl}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
                  >
                    Get Directions<span className="sr-only"> to {location.name}</span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
