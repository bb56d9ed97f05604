import { getLocations } from '@/content/locations';
import { locationRatings } from '@/reviews/location-ratings';
import type { Location } from '@dealer/schemas/content/location';
import { LocationCard } from '@/locations/components/location-card';
import { locationCardView } from '@/locations/components/location-card-view';
import { LocationDetails } from '@/locations/components/location-details';
import { LocationMap } from '@/locations/components/location-map';
import { LazyLocationsCarousel } from './lazy-locations-carousel';
import { hoursForToday } from '@/locations/hours/hours-for-today';
import { locationHref } from '@/locations/location-href';
import { mapHeading } from '@/locations/map-heading';
import { searchHref } from '@/routes/vehicle-links';
import type { BlockComponent } from '../shared/block-types';
import { filterLocations } from './filter-locations';

const sectionClass = 'block-section';
const headingClass = 'block-heading';

/**
 * The Location block (SPEC 2): a single card with details and hours, a map, a grid of cards or
 * a carousel, of the site's locations by filter and narrowing. Fetches on the server; a content
 * failure hides the block.
 */
export const Locations: BlockComponent<'locations'> = async ({ heading, filter, display, location, manufacturer, subtype, include, exclude, showStockLink, site }) => {
  let all: Location[];
  try {
    all = await getLocations(site);
  } catch (error) {
    console.error(`Locations block of ${site.slug} could not load locations`, error);
    return null;
  }
  const locations = filterLocations(all, filter, { location, manufacturer, subtype, include, exclude });
  const first = locations[0];
  if (!first) return null;

  if (display === 'single') {
    const ratings = await locationRatings(site, [first]);
    return (
      <section className={sectionClass}>
        <h2 className={headingClass}>{heading ?? first.name}</h2>
        <LocationDetails location={first} hours={await hoursForToday(first, all)} rating={ratings.get(first._id)} />
        <p className="mt-4"><a href={locationHref(first)} className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline hover:no-underline">View Location Details</a></p>
      </section>
    );
  }
  if (display === 'map') {
    return (
      <section className={sectionClass}>
        <h2 className={headingClass}>{mapHeading(locations.length, heading ?? first.name)}</h2>
        <LocationMap site={site} locations={locations} title={heading ?? `${site.name} locations`} />
        <ul className="mt-4 flex flex-wrap gap-x-6">
          {locations.map((l, index) => <li key={index}><a href={locationHref(l)} className="inline-flex min-h-11 items-center underline hover:no-underline">{l.name}</a></li>)}
        </ul>
      </section>
    );
  }
  if (display === 'carousel') {
    const slides = locations.map((l) => ({
      id: l._id, name: l.name, city: `${l.address.city} ${l.address.state}`, href: locationHref(l), image: l.image ?? null,
      stockHref: showStockLink ? searchHref(site.routes, l.slug) : null,
    }));
    return (
      <section className={sectionClass}>
        <h2 className={headingClass}>{heading ?? 'Our Locations'}</h2>
        <LazyLocationsCarousel locations={slides} label={heading ?? 'Our Locations'} />
      </section>
    );
  }
  const ratings = await locationRatings(site, locations);
  return (
    <section className={sectionClass}>
      <h2 className={headingClass}>{heading ?? mapHeading(locations.length, 'Our Location')}</h2>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {locations.map((l, index) => <LocationCard key={index} card={locationCardView(l, ratings.get(l._id))} />)}
      </ul>
    </section>
  );
};
