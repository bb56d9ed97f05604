import { getLocations } from '@/content/locations';
import type { Location } from '@dealer/schemas/content/location';
import { LocationCard } from '@/locations/components/location-card';
import { mapHeading } from '@/locations/map-heading';
import type { BlockComponent } from '../shared/block-types';
import { filterLocations } from './filter-locations';

/**
 * Dealership locations as cards: name, rating, address, phone, licence and View Details
 * (SPEC 2 "Location block"). Fetches on the server; a content failure hides the block.
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

  const title = heading ?? mapHeading(locations.length, 'Our Location');
  return (
    <section className="container-page py-10 md:py-14">
      <h2 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">{title}</h2>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => <LocationCard key={location._id} location={location} />)}
      </ul>
    </section>
  );
};
