import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { locationRatings } from '@/reviews/location-ratings';
import { jsonLdScript } from '@/lib/json-ld';
import { StaticImage } from '@/components/ui/static-image';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { LocationDetails } from '../components/location-details';
import { LocationMap } from '../components/location-map';
import { findLocation } from '../find-location';
import { hoursForToday } from '../hours/hours-for-today';
import { locationHref } from '../location-href';
import { autoDealerJsonLd } from '../seo/auto-dealer-json-ld';

export async function locationMetadata(site: SiteConfig, slug: string): Promise<Metadata> {
  const location = findLocation(await getLocations(site), slug);
  return location ? { title: location.name, description: `${location.name}: address, phone, opening hours and directions.` } : {};
}

/**
 * /locations/{slug or dealership_slug} and /our-location/{slug} (SPEC 2): one location with its
 * details, hours (sales, service and parts at the same address), map and AutoDealer markup.
 * A slug this site does not have is a 404.
 */
export async function LocationPage({ site, slug }: { site: SiteConfig; slug: string }) {
  const locations = await getLocations(site);
  const location = findLocation(locations, slug);
  if (!location || !location.visible) notFound();
  const ratings = await locationRatings(site, [location]);
  const url = `${canonicalOrigin(site)}${locationHref(location)}`;
  return (
    <div className="container-page space-y-10 py-10 md:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(autoDealerJsonLd(location, url)) }} />
      <header className="grid items-center gap-6 md:grid-cols-2">
        <div>
          <p className="font-medium text-neutral-700"><a href="/locations" className="underline hover:no-underline">Our Locations</a></p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{location.name}</h1>
        </div>
        {location.image && (
          <div className="relative aspect-[16/9] overflow-hidden rounded-lg">
            <StaticImage src={location.image.url} alt={location.image.alt ?? ''} fill sizes="(min-width: 768px) 50vw, 100vw" lcp className="object-cover" />
          </div>
        )}
      </header>
      <LocationDetails location={location} hours={await hoursForToday(location, locations)} rating={ratings.get(location._id)} />
      <LocationMap site={site} locations={[location]} title={location.name} />
    </div>
  );
}
