import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/content/site';
import { vehicleClaims } from '@/domain/vehicle-claims';
import { vehicleTitle } from '@/domain/vehicle-title';
import { enforceGate, pageShopper } from '@/identity/server/page-shopper';
import { decodeSegment } from '@/lib/path-segment';
import { database } from '@/ports/database';
import { paymentsConfig } from '@/ports/payments/payments-config';
import { cardEntryFor } from '@/reserve/card-entry';
import { appReservationDeps } from '@/reserve/server/app-reservation-deps';
import { settle } from '@/reserve/server/reservation-service';
import { findReservation, type Reservation } from '@/reserve/server/reservation-store';
import { findVehicleBySlug } from '@/vehicles/vehicle-repository';
import { buttonVariants } from '@/components/ui/button-variants';
import { CheckoutJourney } from '../components/checkout-journey';
import { handoverWindow } from '../journey-steps';
import { purchaseLeadFor } from '../server/app-journey-deps';
import { journeyContext } from '../server/journey-context';
import { findJourney, JOURNEY_COOKIE, shopperKey } from '../server/journey-store';
import { PurchaseConfirmation } from './purchase-confirmation';

type Props = { siteSlug: string; carSlug: string | undefined; origin: string };

/**
 * /checkout-journey?car_id={slug} (SPEC 2, gated where the site says): buying a car online, opened
 * where the shopper left it; once the deposit holds the car, the purchase confirmation.
 */
export async function CheckoutJourneyPage({ siteSlug, carSlug, origin }: Props) {
  const site = await getSiteConfig(siteSlug);
  if (!site) notFound();
  await enforceGate(site, ['/checkout-journey']);
  const { db } = await database();
  const vehicle = carSlug ? await findVehicleBySlug(db, site.slug, decodeSegment(carSlug)) : null;
  if (!vehicle || !vehicle.show_on_dealer_website) {
    return (
      <div className="container-page max-w-2xl space-y-4 py-10 md:py-16">
        <h1 className="text-3xl font-bold tracking-tight">Buy a car online</h1>
        <p>{carSlug ? 'We could not find that car. It may have been sold.' : 'Choose a car first: every car that can be bought online has a Buy Online button.'}</p>
        <Link href={site.routes.refreshPath || '/search/new-used-and-demo-cars'} className={buttonVariants({ variant: 'accent' })}>Browse our stock</Link>
      </div>
    );
  }
  const shopper = await pageShopper();
  const key = shopperKey(shopper?.id ?? null, (await cookies()).get(JOURNEY_COOKIE)?.value ?? null);
  const journey = key ? await findJourney(db, site.slug, key, vehicle.id) : null;
  const title = vehicleTitle(vehicle);
  const built = await journeyContext(site, vehicle, shopper?.phone ?? null, new Date());

  let reservation: Reservation | null = journey?.reservation_id ? await findReservation(db, journey.reservation_id) : null;
  if (reservation?.state === 'pending' && reservation.payment_intent_id) {
    // Back from the card challenge: follow the payment (the webhook does the same, once).
    const deps = await appReservationDeps(origin);
    const payment = await (await deps.payments()).retrieve(reservation.payment_intent_id).catch(() => null);
    if (payment) reservation = (await settle(deps, reservation.id, payment, 'return from authentication')) ?? reservation;
  }
  if (journey && reservation && (reservation.state === 'held' || reservation.state === 'converted') && built.ok) {
    await purchaseLeadFor(journey, reservation.id, built.context);
    return <PurchaseConfirmation site={site} title={title} journey={journey} reservation={reservation} price={built.context.price} zone={built.context.zone} />;
  }
  if (!built.ok) {
    return (
      <div className="container-page max-w-2xl space-y-4 py-10 md:py-16">
        <h1 className="text-3xl font-bold tracking-tight">Buy the {title} online</h1>
        <p role="status">{vehicle.reserved ? 'This car has just been reserved by someone else' : built.message}</p>
        <Link href={`/cars/${encodeURIComponent(vehicle.slug)}`} className="underline">Back to the car</Link>
      </div>
    );
  }
  const { context } = built;
  const claims = vehicleClaims(site, vehicle);
  const payFailure = reservation?.state === 'failed' ? `${reservation.failure ?? 'Your card could not be authorised.'} Nothing was charged.` : null;
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Buy the {title} online</h1>
      <CheckoutJourney
        carId={vehicle.id} title={title} imageUrl={vehicle.images[0]?.url ?? null} price={context.price}
        priceLabel={claims.driveAway !== null ? 'Drive-away price' : 'Price'} deposit={context.deposit} holdHours={site.claims.deposit.holdHours}
        step={journey?.step ?? 1} data={journey?.data ?? {}} window={handoverWindow(context.today)} locationName={context.locationName}
        sessionPhone={shopper?.phone ?? null} defaultName={shopper?.firstName ?? ''} cardEntry={cardEntryFor(paymentsConfig())} payFailure={payFailure}
      />
    </div>
  );
}
