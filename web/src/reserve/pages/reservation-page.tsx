import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/content/site';
import { vehicleTitle } from '@/domain/vehicle-title';
import { formatPrice } from '@/lib/format';
import { formatHoldEnd } from '@/lib/hold-time';
import { timeZoneForState } from '@/lib/time-zone';
import { carTimeZone } from '@/vehicles/car-time-zone';
import { CancelReservation } from '../components/cancel-reservation';
import { CardAttemptFailed, CardAttemptPending } from '../components/card-attempt-outcome';
import { appReservationDeps } from '../server/app-reservation-deps';
import { settle } from '../server/reservation-service';
import { reservationLookup } from '../server/reservation-lookup';
import { visibleRecord } from '../server/visible-record';
import { pageShopper } from '@/identity/server/page-shopper';

type Props = { siteSlug: string; segment: 'checkout' | 'buy-online'; reservationId: string | undefined; paymentIntentId?: string; origin: string };

/**
 * A shopper's reservation (after Reserve, or back from the card challenge): the reference, the
 * hold's end in the dealer's time zone, and a cancel button; or why it was not held. Only the
 * browser that made it (its key in a cookie) or its signed-in shopper sees it.
 */
export async function ReservationPage({ siteSlug, segment, reservationId, paymentIntentId, origin }: Props) {
  const site = await getSiteConfig(siteSlug);
  if (!site || site.routes.checkoutPath !== segment) notFound();
  const deps = await appReservationDeps(origin);
  // Back from the card challenge, the address names the payment (Stripe's return parameters).
  // The proxy has answered 404 already to anyone else (reserve-preflight.ts); this is the page's own check.
  let reservation = await visibleRecord(reservationLookup(deps.db), { id: reservationId, paymentIntentId }, site.slug, await cookies(), (await pageShopper())?.id ?? null);
  if (!reservation) notFound();
  if (reservation.state === 'pending' && reservation.payment_intent_id) {
    // Back from the card challenge: follow the payment (the webhook does the same, once).
    const payment = await (await deps.payments()).retrieve(reservation.payment_intent_id).catch(() => null);
    if (payment) reservation = (await settle(deps, reservation.id, payment, 'return from authentication')) ?? reservation;
  }
  const vehicle = await deps.vehicle(site.slug, reservation.vehicle_id);
  const title = vehicle ? vehicleTitle(vehicle) : 'car';
  const zone = vehicle ? await carTimeZone(site, vehicle) : timeZoneForState(site.address.state);
  const deposit = formatPrice(reservation.amount_cents / 100);

  return (
    <div className="container-page max-w-2xl py-10 md:py-16">
      {reservation.state === 'held' && reservation.hold_until && (
        <div className="space-y-4" data-testid="reservation-held">
          <h1 className="text-3xl font-bold tracking-tight">Reserved for you until {formatHoldEnd(new Date(reservation.hold_until), zone)}</h1>
          <p className="text-lg">The {title} is yours to decide on. Reference <strong data-testid="reservation-reference">{reservation.reference}</strong>.</p>
          <p>Your {deposit} deposit is held on your card, not charged, and fully refundable. We have sent the details to {reservation.phone} and {site.name} will be in touch.</p>
          <CancelReservation id={reservation.id} />
        </div>
      )}
      {reservation.state === 'released' && (
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight">Reservation cancelled</h1>
          <p>Your reservation {reservation.reference} of the {title} has ended. The {deposit} hold on your card is cancelled: nothing was charged.</p>
        </div>
      )}
      {reservation.state === 'converted' && (
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight">Sold to you</h1>
          <p>Your {deposit} deposit has been put towards the {title}. Reference {reservation.reference}.</p>
        </div>
      )}
      {reservation.state === 'failed' && (
        <CardAttemptFailed heading="Not reserved" failure={reservation.failure ?? 'Your card could not be authorised.'} retryHref={vehicle ? `/cars/${encodeURIComponent(vehicle.slug)}/${segment}` : null} />
      )}
      {reservation.state === 'pending' && <CardAttemptPending doing="authorised" />}
    </div>
  );
}
