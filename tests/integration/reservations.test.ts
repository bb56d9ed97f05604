import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { deliverDue } from '@/ports/payments/local-stripe/webhook-delivery';
import { localWebhookSecret } from '@/ports/payments/local-processor';
import { handleLocalStripe } from '@/ports/payments/local-stripe/local-stripe-api';
import { applyPaymentEvent } from '@/reserve/server/payment-events';
import { ABANDON_AFTER_MS, convert, release, reserve, settle, sweep, RESERVE_TEXT, type Shopper } from '@/reserve/server/reservation-service';
import { findReservation } from '@/reserve/server/reservation-store';
import { migrate } from '@dealer/migrations/migrate';
import { databaseTargets } from '../support/database-targets';
import { leadTestSite } from '../support/lead-fixtures';
import { suiteWebhookReceiver } from '../support/local-stripe-server';
import { ORIGIN, reservationHarness } from '../support/reservation-harness';
import { vehicleRow } from '../support/vehicle-fixture';

/**
 * Reserve online end to end below the pages (SPEC 9): the reservation service, the local payment
 * processor through the real `stripe` SDK, webhooks signed and delivered over HTTP, a movable
 * clock for the 48-hour hold. Faults: racing shoppers, double clicks, replayed webhooks, a
 * tampered amount, the processor down.
 */
const site = leadTestSite({ slug: 'alpha', features: { ...leadTestSite().features, checkout: true } });
let handle: OpenDatabase;
let harness: ReturnType<typeof reservationHarness>;
let nextId = 100;

const shopper = (n = 1): Shopper => ({ name: `Shopper ${n}`, email: `s${n}@example.com`, phone: '0412345678', userId: null });
const key = () => crypto.randomUUID();

async function newCar(overrides: { reserve_amount?: number | null } = {}) {
  nextId += 1;
  await handle.db.insertInto('vehicles').values(vehicleRow({ id: nextId, site_slug: 'alpha', checkout_enabled: true, ...overrides })).execute();
  return (await findVehicleById(handle.db, 'alpha', nextId))!;
}

const reserveCar = async (vehicle: Awaited<ReturnType<typeof newCar>>, paymentMethod = 'pm_card_visa', k = key(), n = 1) =>
  reserve(harness.deps, { site, vehicle, shopper: shopper(n), paymentMethod, key: k, returnUrl: 'http://alpha.localhost:3500/back' });

const paymentsHeld = async (vehicleId: number) => {
  const rows = await handle.db.selectFrom('local_stripe_objects').select('data').where('object', '=', 'payment_intent').execute();
  return rows.map((r) => r.data as { status: string; metadata: { vehicle_id?: string } }).filter((p) => p.metadata.vehicle_id === String(vehicleId));
};

const receiver = suiteWebhookReceiver();
const webhooks = receiver.received;

const { targets, skipped } = databaseTargets();
if (skipped) console.log(`[reservations] ${skipped}: PGlite only`);


describe.each(targets)('reserve online on $name', (target) => {
  let disposable: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    disposable = await target.open();
    await migrate(disposable);
    handle = disposable;
    harness = reservationHarness(handle.db, { alpha: site }, `${receiver.url()}/webhook`);
  });
  afterAll(async () => {
    await disposable?.dispose();
  });
  beforeEach(() => {
    harness.state.down = false;
  });

  it('holds the car for 48 hours with a $200 authorisation, flags it Reserved, texts the shopper, leads the dealer', async () => {
    const car = await newCar({ reserve_amount: null });
    const result = await reserveCar(car);
    expect(result.kind).toBe('held');
    if (result.kind !== 'held') return;
    const { reservation } = result;
    expect(reservation).toMatchObject({ state: 'held', amount_cents: 20000, hold_hours: 48 });
    expect(new Date(reservation.hold_until!).getTime() - harness.clock.now().getTime()).toBeGreaterThan(47.9 * 3600_000);
    const payment = await harness.port.retrieve(reservation.payment_intent_id!);
    expect(payment).toMatchObject({ state: 'requires_capture', capturable: 20000, received: 0 });
    expect((await findVehicleById(handle.db, 'alpha', car.id))!.reserved).toBe(true);
    expect(harness.sms.at(-1)?.body).toContain(`reserved for you until`);
    expect(harness.sms.at(-1)?.body).toContain(reservation.reference);
    expect(harness.emails.at(-1)).toMatchObject({ to: 's1@example.com', subject: expect.stringContaining(reservation.reference), body: expect.stringContaining('reserved for you until') });
    const lead = await handle.db.selectFrom('leads').selectAll().where('kind', '=', 'reservation').where('car_id', '=', car.id).executeTakeFirstOrThrow();
    expect(lead.category).toBe('Reservation');
    expect(lead.user_data).toMatchObject({ payment_reference: reservation.payment_intent_id, reservation_reference: reservation.reference });
  });

  it("takes the car's own amount when it has one", async () => {
    const car = await newCar({ reserve_amount: 500 });
    const result = await reserveCar(car);
    expect(result.kind === 'held' && result.reservation.amount_cents).toBe(50000);
  });

  it('lets exactly one of 20 shoppers racing for one car hold it; the others take no money', async () => {
    const car = await newCar();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => reserveCar(car, 'pm_card_visa', key(), i)));
    expect(results.filter((r) => r.kind === 'held')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'taken')).toHaveLength(19);
    const held = await paymentsHeld(car.id);
    expect(held.filter((p) => p.status === 'requires_capture')).toHaveLength(1);
    expect(held).toHaveLength(1);
    expect(RESERVE_TEXT.taken).toBe('This car has just been reserved by someone else');
  });

  it('keeps a double click to one reservation and one authorisation', async () => {
    const car = await newCar();
    const k = key();
    const [a, b, c] = await Promise.all([reserveCar(car, 'pm_card_visa', k), reserveCar(car, 'pm_card_visa', k), reserveCar(car, 'pm_card_visa', k)]);
    // Each answer is the one reservation: held, or (a click that came while it was authorising) processing.
    const ids = new Set([a, b, c].map((r) => (r.kind === 'held' || r.kind === 'processing' ? r.reservation.id : r.kind)));
    expect(ids.size).toBe(1);
    expect([a, b, c].filter((r) => r.kind === 'held').length).toBeGreaterThanOrEqual(1);
    expect(await paymentsHeld(car.id)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with the card message and holds nothing; the car stays free', async () => {
    const car = await newCar();
    const result = await reserveCar(car, 'pm_card_chargeDeclined');
    expect(result).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect((await findVehicleById(handle.db, 'alpha', car.id))!.reserved).toBe(false);
    expect((await reserveCar(car)).kind).toBe('held');
  });

  it('holds after card authentication (webhook from the challenge page); replaying the webhook 3 times changes nothing more', async () => {
    const car = await newCar();
    const result = await reserveCar(car, 'pm_card_authenticationRequired');
    expect(result.kind).toBe('authenticate');
    if (result.kind !== 'authenticate') return;
    expect((await findReservation(handle.db, result.reservation.id))!.state).toBe('pending');
    webhooks.length = 0;
    const done = await handleLocalStripe(new Request(result.url, { method: 'POST', body: new URLSearchParams({ result: 'complete' }) }),
      new URL(result.url).pathname.replace(/^\/v1/, ''), ORIGIN, harness.processor.deps);
    expect(done.status).toBe(303);
    const secret = await localWebhookSecret(handle.db);
    await deliverDue({ db: handle.db, endpoint: async () => ({ url: `${receiver.url()}/webhook`, secret }), now: harness.clock.now });
    // The processor's own scheduler may have claimed the event first: its delivery is then on its way.
    const delivery = await vi.waitFor(() => {
      const received = webhooks.find((w) => w.body.includes('payment_intent.amount_capturable_updated') && w.body.includes(result.reservation.id));
      if (!received) throw new Error('the webhook has not arrived yet');
      return received;
    });
    const event = await (await harness.deps.payments()).webhookEvent(delivery.body, delivery.signature);
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await applyPaymentEvent(harness.deps, event));
    expect(outcomes).toEqual(['applied', 'replay', 'replay']);
    const changes = await handle.db.selectFrom('reservation_changes').selectAll().where('reservation_id', '=', result.reservation.id).execute();
    expect(changes.map((c) => `${c.from_state}→${c.to_state}`)).toEqual(['pending→held']);
    await expect((await harness.deps.payments()).webhookEvent(delivery.body.replace('20000', '100'), delivery.signature)).rejects.toThrow('Invalid Stripe-Signature');
  });

  it('never holds on a payment for another amount (a tampered authorisation)', async () => {
    const car = await newCar();
    const result = await reserveCar(car, 'pm_card_authenticationRequired');
    if (result.kind !== 'authenticate') throw new Error(result.kind);
    const payment = await harness.port.retrieve(result.reservation.payment_intent_id!);
    const settled = await settle(harness.deps, result.reservation.id, { ...payment, state: 'requires_capture', amount: 100, capturable: 100 }, 'test');
    expect(settled?.state).toBe('failed');
    expect((await harness.port.retrieve(payment.id)).state).toBe('canceled');
    expect((await findVehicleById(handle.db, 'alpha', car.id))!.reserved).toBe(false);
  });

  it('abandons a card challenge never finished (4000 0027 6000 3184) after 30 minutes: authorisation cancelled, nothing held, the car free', async () => {
    const car = await newCar();
    const result = await reserveCar(car, 'pm_card_authenticationRequired');
    if (result.kind !== 'authenticate') throw new Error(result.kind);
    const intent = result.reservation.payment_intent_id!;
    expect((await harness.port.retrieve(intent)).state).toBe('requires_action');
    harness.clock.advance(ABANDON_AFTER_MS / 1000 - 60);
    expect(await sweep(harness.deps)).toBe(0);
    expect((await findReservation(handle.db, result.reservation.id))!.state).toBe('pending');
    harness.clock.advance(120);
    expect(await sweep(harness.deps)).toBeGreaterThanOrEqual(1);
    expect((await findReservation(handle.db, result.reservation.id))!.state).toBe('failed');
    expect(await harness.port.retrieve(intent)).toMatchObject({ state: 'canceled', capturable: 0, received: 0 });
    expect((await paymentsHeld(car.id)).map((p) => p.status)).toEqual(['canceled']);
    expect((await findVehicleById(handle.db, 'alpha', car.id))!.reserved).toBe(false);
    // The car can be reserved again by the next shopper.
    expect((await reserveCar(car, 'pm_card_visa', key(), 2)).kind).toBe('held');
  });

  it('releases the hold at 48 hours: the authorisation is cancelled, the car is free, the shopper told', async () => {
    const car = await newCar();
    const result = await reserveCar(car);
    if (result.kind !== 'held') throw new Error(result.kind);
    expect(await sweep(harness.deps)).toBe(0);
    harness.clock.advance(48 * 3600 + 1);
    expect(await sweep(harness.deps)).toBeGreaterThanOrEqual(1);
    const after = (await findReservation(handle.db, result.reservation.id))!;
    expect(after).toMatchObject({ state: 'released', release_reason: 'expiry' });
    expect((await harness.port.retrieve(after.payment_intent_id!)).state).toBe('canceled');
    expect((await findVehicleById(handle.db, 'alpha', car.id))!.reserved).toBe(false);
    expect(harness.sms.at(-1)?.body).toContain('the hold ended');
    expect(await sweep(harness.deps)).toBe(0);
  });

  it('cancels at the shopper\'s request, once', async () => {
    const car = await newCar();
    const result = await reserveCar(car);
    if (result.kind !== 'held') throw new Error(result.kind);
    expect((await release(harness.deps, result.reservation.id, 'shopper'))?.state).toBe('released');
    expect((await release(harness.deps, result.reservation.id, 'shopper'))?.state).toBe('released');
    expect((await harness.port.retrieve(result.reservation.payment_intent_id!)).state).toBe('canceled');
    const changes = await handle.db.selectFrom('reservation_changes').select('to_state').where('reservation_id', '=', result.reservation.id).execute();
    expect(changes.map((c) => c.to_state)).toEqual(['held', 'released']);
  });

  it('captures the deposit when the dealer converts it into a sale (once), and the car is sold', async () => {
    const car = await newCar();
    const result = await reserveCar(car);
    if (result.kind !== 'held') throw new Error(result.kind);
    expect((await convert(harness.deps, result.reservation.id))?.state).toBe('converted');
    expect((await convert(harness.deps, result.reservation.id))?.state).toBe('converted');
    expect(await harness.port.retrieve(result.reservation.payment_intent_id!)).toMatchObject({ state: 'succeeded', received: 20000 });
    expect((await findVehicleById(handle.db, 'alpha', car.id))!.status).toBe('sold');
  });

  it('says so when the processor is down: nothing held, nothing charged, the car still free', async () => {
    const car = await newCar();
    harness.state.down = true;
    expect((await reserveCar(car)).kind).toBe('unavailable');
    expect(await paymentsHeld(car.id)).toHaveLength(0);
    harness.state.down = false;
    expect((await reserveCar(car)).kind).toBe('held');
  });
});
