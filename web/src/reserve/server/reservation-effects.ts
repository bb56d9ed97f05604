import { vehicleTitle } from '@/domain/vehicle-title';
import { formatPrice } from '@/lib/format';
import { formatHoldEnd } from '@/lib/hold-time';
import type { Transition } from '../reservation-state';
import type { ReservationDeps } from './reservation-deps';
import type { Applied, Reservation } from './reservation-store';
import { closeLine, notifyNextInLine } from './reservation-waitlist';

const dollars = (cents: number) => formatPrice(cents / 100);

/** The texts a shopper gets (SPEC 9: held 48 hours, fully refundable, not charged until the sale). */
export function receiptText(input: { siteName: string; title: string; reference: string; amountCents: number; until: string }): string {
  return `${input.siteName}: the ${input.title} is reserved for you until ${input.until}. Reference ${input.reference}. `
    + `Your ${dollars(input.amountCents)} deposit is held on your card, not charged, and fully refundable.`;
}

const RELEASE_WHY = { shopper: 'you cancelled it', dealer: 'the dealer released it', expiry: 'the hold ended' } as const;

export function releaseText(input: { siteName: string; title: string; reference: string; amountCents: number; reason: keyof typeof RELEASE_WHY }): string {
  return `${input.siteName}: your reservation ${input.reference} of the ${input.title} has ended (${RELEASE_WHY[input.reason]}). `
    + `The ${dollars(input.amountCents)} hold on your card is cancelled: nothing was charged.`;
}

/**
 * What follows a committed state change, once (only the call that made the change runs it): the
 * deposit cancelled when a hold ends, the car's Reserved flag everywhere, the shopper's text and
 * the dealer's lead. Each step is logged and skipped on failure: the state is already right, and
 * the sweep cancels any authorisation left behind.
 */
export async function afterChange(deps: ReservationDeps, applied: Applied, cause: string): Promise<void> {
  const { reservation, change } = applied;
  if (!change) return;
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      console.error(`[reserve] ${name} failed for ${reservation.reference} (${cause})`, error instanceof Error ? error.message : error);
    }
  };
  if (change.payment === 'cancel') await step('cancel authorisation', () => cancelPayment(deps, reservation));
  await step('car flag', () => carFlag(deps, reservation, change));
  const site = await deps.site(reservation.site_slug);
  const vehicle = await deps.vehicle(reservation.site_slug, reservation.vehicle_id);
  if (!site || !vehicle) return;
  const title = vehicleTitle(vehicle);
  if (change.to === 'held' && reservation.hold_until) {
    const zone = await deps.timeZone(site, vehicle);
    const until = formatHoldEnd(new Date(reservation.hold_until), zone);
    const receipt = receiptText({ siteName: site.name, title, reference: reservation.reference, amountCents: reservation.amount_cents, until });
    await step('receipt', () => deps.sms(site.slug, reservation.phone, receipt));
    await step('email receipt', () => deps.email(site.slug, reservation.email, `Reservation ${reservation.reference}: the ${title}`, `Hi ${reservation.name},\n\n${receipt}\n\n${site.name}`));
    await step('lead', () => deps.lead(reservation, site, vehicle, zone));
  }
  if (change.to === 'released' && reservation.release_reason) {
    await step('release text', () => deps.sms(site.slug, reservation.phone, releaseText({ siteName: site.name, title, reference: reservation.reference, amountCents: reservation.amount_cents, reason: reservation.release_reason! })));
    // The car is free again: the next shopper waiting for it hears first.
    await step('waitlist', async () => {
      await notifyNextInLine(deps, reservation.site_slug, reservation.vehicle_id);
    });
  }
  if (change.to === 'converted') {
    await step('waitlist closed', async () => {
      await closeLine(deps, reservation.site_slug, reservation.vehicle_id);
    });
  }
}

export async function cancelPayment(deps: ReservationDeps, reservation: Reservation): Promise<void> {
  if (!reservation.payment_intent_id) return;
  const payments = await deps.payments();
  const payment = await payments.retrieve(reservation.payment_intent_id);
  if (payment.state === 'canceled' || payment.state === 'succeeded') return;
  await payments.cancel(reservation.payment_intent_id, `reservation:${reservation.id}:cancel`);
}

/** Held: Reserved everywhere; released: available again; converted: sold. A failed attempt was never shown. */
async function carFlag(deps: ReservationDeps, reservation: Reservation, change: Transition) {
  if (change.to === 'held') await deps.setCar(reservation.site_slug, reservation.vehicle_id, { reserved: true });
  if (change.to === 'released') await deps.setCar(reservation.site_slug, reservation.vehicle_id, { reserved: false });
  if (change.to === 'converted') await deps.setCar(reservation.site_slug, reservation.vehicle_id, { reserved: false, status: 'sold' });
}
