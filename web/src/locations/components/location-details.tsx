import type { Location } from '@dealer/schemas/content/location';
import { buttonVariants } from '@/components/ui/button-variants';
import type { LocationRating } from '@/ports/reviews/reviews-port';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { addressLine, directionsUrl } from '../directions';
import type { HoursOption } from '../hours/hours-options';
import { ratingText } from '../rating-text';
import { LocationHours } from './location-hours';

/**
 * A location's details (SPEC 2 "Location block"): phone, landline, hours with the sales /
 * service / parts dropdown, dealer licence, repairer number, review rating and count (from the
 * reviews port, held to SPEC 5's minimum), and
 * Contact Us, Book a Service and Get Directions.
 */
export function LocationDetails({ location, hours, rating }: { location: Location; hours: HoursOption[]; rating?: LocationRating | null }) {
  const phone = phoneHref(location.phone);
  const landline = location.landlinePhone ? phoneHref(location.landlinePhone) : null;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="space-y-3">
        <p className="text-lg">{addressLine(location.address)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {phone && (<><dt className="font-medium">Phone</dt><dd><a href={phone} className="underline hover:no-underline">{formatPhone(location.phone)}</a></dd></>)}
          {landline && (<><dt className="font-medium">Landline</dt><dd><a href={landline} className="underline hover:no-underline">{formatPhone(location.landlinePhone!)}</a></dd></>)}
          {location.email && (<><dt className="font-medium">Email</dt><dd><a href={`mailto:${location.email}`} className="underline hover:no-underline">{location.email}</a></dd></>)}
          {location.dealerLicenseNumber && (<><dt className="font-medium">Dealer licence</dt><dd>{location.dealerLicenseNumber}</dd></>)}
          {location.motorVehicleRepairer && (<><dt className="font-medium">Repairer number</dt><dd>{location.motorVehicleRepairer}</dd></>)}
          {rating && (<><dt className="font-medium">Reviews</dt><dd>{ratingText(rating)}</dd></>)}
        </dl>
        <ul className="flex flex-wrap gap-3 pt-2">
          <li><a href={`/contact-us/${location.slug}`} className={buttonVariants({ variant: 'primary' })}>Contact Us</a></li>
          <li><a href={`/pages/book-a-service?location=${encodeURIComponent(location.slug)}`} className={buttonVariants({ variant: 'outline' })}>Book a Service</a></li>
          <li><a href={directionsUrl(location.address)} className={buttonVariants({ variant: 'outline' })}>Get Directions</a></li>
        </ul>
      </div>
      <LocationHours options={hours} initial={location.slug} />
    </div>
  );
}
