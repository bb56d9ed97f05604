import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { locationRatings } from '@/reviews/location-ratings';
import { LocationCard } from '../components/location-card';
import { locationCardView } from '../components/location-card-view';
import { LocationMap } from '../components/location-map';
import { mapHeading } from '../map-heading';

/** /locations (SPEC 2): every visible location of the site on a map and as cards. */
export async function LocationsIndexPage({ site }: { site: SiteConfig }) {
  const locations = (await getLocations(site)).filter((l) => l.visible);
  const ratings = await locationRatings(site, locations);
  return (
    <div className="container-page space-y-8 py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Our Locations</h1>
      <p className="max-w-2xl text-lg text-neutral-700">Find {site.name} near you: addresses, phone numbers, opening hours and directions.</p>
      {locations.length > 0 && (
        <section aria-labelledby="locations-map" className="space-y-4">
          <h2 id="locations-map" className="text-2xl font-bold tracking-tight">{mapHeading(locations.length, 'Our Location')}</h2>
          <LocationMap site={site} locations={locations} title={`${site.name} locations`} />
        </section>
      )}
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => <LocationCard key={location._id} card={locationCardView(location, ratings.get(location._id))} headingLevel={2} />)}
      </ul>
    </div>
  );
}
