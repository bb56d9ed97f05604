import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { buttonVariants } from '@/components/ui/button-variants';
import { geocodingPort } from '@/ports/geocoding';
import { locationRatings } from '@/reviews/location-ratings';
import { LocationCard } from '../components/location-card';
import { locationCardView } from '../components/location-card-view';
import { formatKm, nearestLocations, parseLocatorQuery, type NearLocation } from '../locator/nearest-locations';
import { UseMyLocation } from '../locator/use-my-location';

type Params = Record<string, string | string[] | undefined>;

const INVALID = 'Invalid postcode. Please enter a 4-digit number.';

/**
 * /dealer-locator (SPEC 2): a postcode or the browser's position → the site's locations by
 * great-circle distance, with the distance shown. Postcodes are geocoded through the geocoding
 * port, so it works offline from the embedded postcode data.
 */
export async function DealerLocatorPage({ site, searchParams }: { site: SiteConfig; searchParams: Params }) {
  const query = parseLocatorQuery(searchParams);
  const locations = (await getLocations(site)).filter((l) => l.visible);
  let error: string | null = query.kind === 'invalid' ? INVALID : null;
  let results: NearLocation[] | null = null;
  let from: string | null = null;
  if (query.kind === 'postcode') {
    const place = await geocodingPort().geocodePostcode(query.postcode).catch(() => undefined);
    if (place === undefined) error = 'Sorry, we cannot look up postcodes right now. Please try again soon.';
    else if (place === null) error = 'Invalid postcode';
    else {
      results = nearestLocations(locations, place);
      from = `${place.name} ${query.postcode}`;
    }
  } else if (query.kind === 'point') {
    results = nearestLocations(locations, query);
    from = 'your location';
  }
  const postcode = query.kind === 'postcode' ? query.postcode : '';
  const ratings = results ? await locationRatings(site, results.map((r) => r.location)) : new Map();
  return (
    <div className="container-page space-y-8 py-10 md:py-14">
      <div>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Dealer Locator</h1>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700">Find the {site.name} location nearest to you.</p>
      </div>
      <div className="flex flex-wrap items-start gap-6">
        <form action="/dealer-locator" method="get" className="flex flex-wrap items-end gap-3" noValidate>
          <div>
            <label htmlFor="locator-postcode" className="block font-medium">Your postcode</label>
            <input id="locator-postcode" name="postcode" defaultValue={postcode} inputMode="numeric" maxLength={4} autoComplete="postal-code"
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'locator-error' : undefined}
              className="mt-1 min-h-11 w-32 rounded-md border border-neutral-400 px-3" />
          </div>
          <button type="submit" className={buttonVariants({ variant: 'primary' })}>Find locations</button>
        </form>
        <UseMyLocation />
      </div>
      {error && <p id="locator-error" role="alert" className="font-medium text-red-800">{error}</p>}
      {results && (
        <section aria-labelledby="locator-results" className="space-y-4">
          <h2 id="locator-results" className="text-2xl font-bold tracking-tight">Nearest to {from}</h2>
          <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {results.map(({ location, km }) => (
              <LocationCard key={location._id} card={locationCardView(location, ratings.get(location._id), `${formatKm(km)} away`)} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
