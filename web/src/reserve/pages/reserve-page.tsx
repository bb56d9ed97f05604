import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getSiteConfig } from '@/content/site';
import { priceDisplay, priceOptionsFor } from '@/domain/price-display';
import { vehicleClaims } from '@/domain/vehicle-claims';
import { vehicleTitle } from '@/domain/vehicle-title';
import { formatHoldEnd } from '@/lib/hold-time';
import { formatPrice } from '@/lib/format';
import { database } from '@/ports/database';
import { paymentsConfig } from '@/ports/payments/payments-config';
import { cardEntryFor } from '@/reserve/card-entry';
import { SimilarVehicles } from '@/vehicle-page/sections/similar-vehicles';
import { holdEndOf } from '@/vehicles/reservation-hold';
import { carTimeZone } from '@/vehicles/car-time-zone';
import { findVehicleBySlug } from '@/vehicles/vehicle-repository';
import { decodeSegment } from '@/lib/path-segment';
import { ReserveForm } from '../components/reserve-form';
import { WaitlistButton } from '../components/waitlist-button';
import { pageShopper } from '@/identity/server/page-shopper';
import { RESERVE_TEXT, reservable } from '../server/reservation-service';
import { RETURN_PROCESS, reserveMeaning, returnConditions } from '../reserve-texts';

type Props = { siteSlug: string; slug: string; segment: 'checkout' | 'buy-online' };

/**
 * The reserve page (SPEC 2 `/cars/{slug}/checkout`, or `/buy-online` on some sites; SPEC 9): the
 * car, its drive-away price, the deposit and what it means, the money-back terms where they apply,
 * the shopper's details and card, Reserve. A car someone holds says so, with similar cars.
 */
export async function ReservePage({ siteSlug, slug, segment }: Props) {
  const site = await getSiteConfig(siteSlug);
  if (!site || site.routes.checkoutPath !== segment) notFound();
  const vehicle = await findVehicleBySlug((await database()).db, site.slug, decodeSegment(slug));
  if (!vehicle || !reservable(site, vehicle)) notFound();
  const title = vehicleTitle(vehicle);
  const claims = vehicleClaims(site, vehicle);
  const depositLabel = claims.deposit.amount !== null ? formatPrice(claims.deposit.amount) : null;
  const price = priceDisplay(vehicle, priceOptionsFor(site));
  const image = vehicle.images[0];
  const heldUntil = vehicle.reserved ? await holdEndOf(vehicle.id) : null;
  const shopper = await pageShopper();

  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Reserve the {title}</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_28rem]">
        <section aria-labelledby="reserve-car" className="space-y-6">
          <h2 id="reserve-car" className="sr-only">The car</h2>
          {/* eslint-disable-next-line @next/next/no-img-element -- the car's photo as the vehicle page stores it */}
          {image && <img src={image.url} alt={title} width={640} height={427} className="w-full max-w-xl rounded-lg object-cover" />}
          <dl className="grid max-w-xl grid-cols-2 gap-y-2">
            <dt className="text-neutral-700">{claims.driveAway !== null ? 'Drive-away price' : 'Price'}</dt>
            <dd className="text-right font-semibold">{claims.driveAway !== null ? formatPrice(claims.driveAway) : price.text}</dd>
            <dt className="text-neutral-700">Refundable deposit</dt>
            <dd className="text-right font-semibold" data-testid="deposit">{depositLabel ?? 'Refundable deposit'}</dd>
          </dl>
          <ul className="max-w-xl list-disc space-y-2 pl-5">
            {reserveMeaning(site, depositLabel).map((line) => <li key={line}>{line}</li>)}
          </ul>
          {claims.moneyBack && (
            <div className="max-w-xl space-y-3 rounded-lg border border-neutral-200 p-5">
              <h2 className="text-lg font-semibold">{claims.moneyBack.text}</h2>
              <p>How a return works:</p>
              <ol className="list-decimal space-y-1 pl-5">{RETURN_PROCESS.map((step) => <li key={step}>{step}</li>)}</ol>
              <p>Conditions:</p>
              <ul className="list-disc space-y-1 pl-5">{returnConditions(claims.moneyBack).map((c) => <li key={c}>{c}</li>)}</ul>
            </div>
          )}
        </section>
        <section aria-labelledby="reserve-form" className="space-y-4">
          <h2 id="reserve-form" className="text-xl font-semibold">{vehicle.reserved ? 'Reserved' : 'Reserve online'}</h2>
          {vehicle.reserved ? (
            <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
              <p className="text-lg font-semibold">{RESERVE_TEXT.taken}</p>
              {heldUntil && <p className="mt-2">Reserved until {formatHoldEnd(heldUntil, await carTimeZone(site, vehicle))}.</p>}
              <div className="mt-4"><WaitlistButton carId={vehicle.id} /></div>
            </div>
          ) : (
            <ReserveForm carId={vehicle.id} depositLabel={depositLabel} cardEntry={cardEntryFor(paymentsConfig())} defaults={{ name: shopper?.firstName ?? '', email: '', phone: shopper?.phone ?? '' }} />
          )}
        </section>
      </div>
      <Suspense fallback={null}>
        <SimilarVehicles site={site} vehicle={vehicle} />
      </Suspense>
    </div>
  );
}
