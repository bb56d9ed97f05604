import { CssIcon } from '@/components/ui/css-icon';
import type { Location } from '@dealer/schemas/content/location';
import { formatPhone, phoneHref } from '@/lib/phone-format';

/** Where the vehicle is (SPEC 2: location block with the map anchor #vehicle-map). */
export function VehicleLocation({ location }: { location: Location }) {
  const tel = phoneHref(location.phone);
  const { address } = location;
  return (
    <section id="vehicle-map" aria-labelledby="vehicle-location-heading" className="panel">
      <h2 id="vehicle-location-heading">Location</h2>
      <p className="mt-3 font-semibold">{location.name}</p>
      <p className="mt-1 flex items-start gap-2">
        <CssIcon name="map-pin" className="mt-0.5 size-5 text-brand-ink" />
        <span>{`${address.street}, ${address.city} ${address.state} ${address.postcode}`}</span>
      </p>
      {tel && (
        <p className="mt-2 flex items-center gap-2">
          <CssIcon name="phone" className="size-5 text-brand-ink" />
          <a href={tel} className="inline-flex min-h-6 items-center underline hover:no-underline">{formatPhone(location.phone)}</a>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-x-5">
        <a href={`/locations/${location.slug}`} className="link-action">
          View Location Details
        </a>
        {address.placeUrl && (
          <a href={address.placeUrl} className="link-action">
            Get Directions
          </a>
        )}
      </div>
    </section>
  );
}
