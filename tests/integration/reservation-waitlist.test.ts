import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import { convert, release, reserve, sweep, sweepWaitlists } from '@/reserve/server/reservation-service';
import { joinWaitlist, leaveWaitlist, WAITLIST_HEAD_START_MS, WAITLIST_TEXT } from '@/reserve/server/reservation-waitlist';
import { handleWaitlistJoin, handleWaitlistLeave, type WaitlistRouteDeps } from '@/reserve/server/waitlist-route';
import { databaseRateLimitStore } from '@/server/rate-limits/rate-limit-store';
import { findVehicleById, updateVehicle } from '@/vehicles/vehicle-repository';
import { databaseTargets } from '../support/database-targets';
import { leadTestSite } from '../support/lead-fixtures';
import { reservationHarness } from '../support/reservation-harness';
import { vehicleRow } from '../support/vehicle-fixture';

/**
 * The waitlist of a reserved car ("Tell me if it comes back"): when the hold lapses the next
 * shopper in line is texted first, the one after only once the head start has run out and the car
 * is still free, a sale closes the line (through the reservation or the dealer's feed), a shopper
 * can leave it, and nobody is texted twice, however many sweeps run.
 */
const site = leadTestSite({ slug: 'alpha', features: { ...leadTestSite().features, checkout: true } });
const { targets, skipped } = databaseTargets();
if (skipped) console.log(`[waitlist] ${skipped}: PGlite only`);

describe.each(targets)('the waitlist of a reserved car on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let harness: ReturnType<typeof reservationHarness>;
  let nextId = 500;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    harness = reservationHarness(handle.db, { alpha: site });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  async function reservedCar() {
    nextId += 1;
    await handle.db.insertInto('vehicles').values(vehicleRow({ id: nextId, site_slug: 'alpha', checkout_enabled: true })).execute();
    const vehicle = (await findVehicleById(handle.db, 'alpha', nextId))!;
    const held = await reserve(harness.deps, { site, vehicle, shopper: { name: 'Holder', email: 'h@example.com', phone: '0400000000', userId: null }, paymentMethod: 'pm_card_visa', key: randomUUID(), returnUrl: 'http://alpha.localhost/back' });
    if (held.kind !== 'held') throw new Error(held.kind);
    return { vehicle, reservation: held.reservation };
  }
  const shoppers = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: randomUUID(), phone: `04${String(nextId).padStart(4, '0')}${String(i).padStart(4, '0')}` }));
  const join = (vehicleId: number, s: { userId: string; phone: string }, siteSlug = 'alpha') => joinWaitlist(handle.db, { siteSlug, vehicleId, ...s }, harness.clock.now());
  const textsTo = (phone: string) => harness.sms.filter((m) => m.to === phone).map((m) => m.body);

  it('lines shoppers up in order, once each, only for a reserved car of the site', async () => {
    const { vehicle } = await reservedCar();
    const [a, b] = shoppers(2);
    expect(await join(vehicle.id, a!)).toEqual({ ok: true, position: 1 });
    expect(await join(vehicle.id, b!)).toEqual({ ok: true, position: 2 });
    expect(await join(vehicle.id, a!)).toEqual({ ok: true, position: 1 });
    expect(await join(vehicle.id, a!, 'beta')).toEqual({ ok: false, reason: 'unknown-car' });
    nextId += 1;
    await handle.db.insertInto('vehicles').values(vehicleRow({ id: nextId, site_slug: 'alpha', checkout_enabled: true })).execute();
    expect(await join(nextId, a!)).toEqual({ ok: false, reason: 'not-reserved' });
  });

  it('texts the next in line first when the hold is cancelled; the next only after the head start, if the car is still free', async () => {
    const { vehicle, reservation } = await reservedCar();
    const [a, b, c] = shoppers(3);
    for (const s of [a!, b!, c!]) await join(vehicle.id, s);
    await release(harness.deps, reservation.id, 'shopper');
    expect((await findVehicleById(handle.db, 'alpha', vehicle.id))!.reserved).toBe(false);
    expect(textsTo(a!.phone)).toEqual([expect.stringMatching(new RegExp(`available again\\. You're next in line: reserve it at http.*/cars/${vehicle.slug}/checkout$`))]);
    expect(textsTo(b!.phone)).toEqual([]);

    expect(await sweepWaitlists(harness.deps)).toBe(0);
    harness.clock.advance(WAITLIST_HEAD_START_MS / 1000 - 60);
    expect(await sweepWaitlists(harness.deps)).toBe(0);
    expect(textsTo(b!.phone)).toEqual([]);
    harness.clock.advance(120);
    // Several instances sweeping at once text the next shopper once.
    const swept = await Promise.all([sweepWaitlists(harness.deps), sweepWaitlists(harness.deps), sweepWaitlists(harness.deps)]);
    expect(swept.reduce((x, y) => x + y, 0)).toBe(1);
    expect(textsTo(b!.phone)).toHaveLength(1);
    expect(textsTo(c!.phone)).toEqual([]);
    expect(textsTo(a!.phone)).toHaveLength(1);
  });

  it('texts the next in line when the hold ends at 48 hours', async () => {
    const { vehicle } = await reservedCar();
    const [a] = shoppers(1);
    await join(vehicle.id, a!);
    harness.clock.advance(48 * 3600 + 1);
    expect(await sweep(harness.deps)).toBeGreaterThanOrEqual(1);
    expect(textsTo(a!.phone)).toEqual([expect.stringContaining('available again')]);
  });

  it('closes the line when the car is sold: every waiting shopper told once, nobody texted after', async () => {
    const { vehicle, reservation } = await reservedCar();
    const [a, b] = shoppers(2);
    await join(vehicle.id, a!);
    await join(vehicle.id, b!);
    await convert(harness.deps, reservation.id);
    await convert(harness.deps, reservation.id);
    for (const s of [a!, b!]) expect(textsTo(s.phone)).toEqual([expect.stringContaining('has been sold')]);
    harness.clock.advance(3 * WAITLIST_HEAD_START_MS / 1000);
    await sweepWaitlists(harness.deps);
    for (const s of [a!, b!]) expect(textsTo(s.phone)).toHaveLength(1);
  });

  it('closes the line when the feed sells the car a shopper holds: told once, never told it came back', async () => {
    const { vehicle } = await reservedCar();
    const [a, b] = shoppers(2);
    await join(vehicle.id, a!);
    await join(vehicle.id, b!);
    // The dealer's feed (POST /api/admin/vehicles/{id}) sells the car outside the reservation.
    await updateVehicle(handle.db, 'alpha', vehicle.id, { status: 'sold' });
    expect(await sweepWaitlists(harness.deps)).toBe(2);
    expect(await sweepWaitlists(harness.deps)).toBe(0);
    for (const s of [a!, b!]) expect(textsTo(s.phone)).toEqual([expect.stringContaining('has been sold. Your place in line is closed.')]);
    // The hold then lapses: the car is still sold, so nobody hears it is available.
    harness.clock.advance(48 * 3600 + 1);
    await sweep(harness.deps);
    await sweepWaitlists(harness.deps);
    for (const s of [a!, b!]) expect(textsTo(s.phone)).toHaveLength(1);
    expect(await join(vehicle.id, shoppers(1)[0]!)).toEqual({ ok: false, reason: 'sold' });
  });

  it('lets a shopper leave the line: not texted when the hold ends, leaving twice changes nothing, rejoining goes to the back', async () => {
    const { vehicle, reservation } = await reservedCar();
    const [a, b, c] = shoppers(3);
    for (const s of [a!, b!, c!]) await join(vehicle.id, s);
    expect(await leaveWaitlist(handle.db, { siteSlug: 'alpha', vehicleId: vehicle.id, userId: a!.userId })).toEqual({ left: true });
    expect(await leaveWaitlist(handle.db, { siteSlug: 'alpha', vehicleId: vehicle.id, userId: a!.userId })).toEqual({ left: false });
    expect(await leaveWaitlist(handle.db, { siteSlug: 'beta', vehicleId: vehicle.id, userId: b!.userId })).toEqual({ left: false });
    expect(await join(vehicle.id, a!)).toEqual({ ok: true, position: 3 });
    expect(await leaveWaitlist(handle.db, { siteSlug: 'alpha', vehicleId: vehicle.id, userId: a!.userId })).toEqual({ left: true });
    await release(harness.deps, reservation.id, 'dealer');
    expect(textsTo(a!.phone)).toEqual([]);
    expect(textsTo(b!.phone)).toEqual([expect.stringContaining('available again')]);
  });

  describe('the routes', () => {
    const signedIn = { id: randomUUID(), phone: '0499000111' };
    const routeDeps = (shopper: typeof signedIn | null): WaitlistRouteDeps => ({
      site: async (host) => (host === 'alpha.localhost' ? site : null),
      rateLimits: async () => databaseRateLimitStore(handle.db),
      shopper: async () => shopper,
      db: async () => handle.db,
      now: harness.clock.now,
    });
    const call = (method: 'POST' | 'DELETE', carId: number, shopper: typeof signedIn | null = signedIn) =>
      (method === 'POST' ? handleWaitlistJoin : handleWaitlistLeave)(
        new Request('http://alpha.localhost/api/reservations/waitlist', { method, headers: { host: 'alpha.localhost', 'content-type': 'application/json' }, body: JSON.stringify({ car_id: carId }) }),
        routeDeps(shopper),
      );

    it('joins and leaves for the signed-in shopper, once however often; signed out is 401', async () => {
      const { vehicle } = await reservedCar();
      expect(await (await call('POST', vehicle.id)).json()).toEqual({ position: 1, message: WAITLIST_TEXT.joined(1) });
      const left = await call('DELETE', vehicle.id);
      expect(left.status).toBe(200);
      expect(await left.json()).toEqual({ left: true, message: WAITLIST_TEXT.left });
      expect(await (await call('DELETE', vehicle.id)).json()).toEqual({ left: false, message: WAITLIST_TEXT.left });
      const line = await handle.db.selectFrom('reservation_waitlist').select('id').where('vehicle_id', '=', vehicle.id).execute();
      expect(line).toEqual([]);
      for (const method of ['POST', 'DELETE'] as const) {
        const signedOut = await call(method, vehicle.id, null);
        expect(signedOut.status).toBe(401);
        expect(await signedOut.json()).toEqual({ error: WAITLIST_TEXT.signIn });
      }
    });

    it('refuses a sold car with its reason (409), not a place in line', async () => {
      const { vehicle } = await reservedCar();
      await updateVehicle(handle.db, 'alpha', vehicle.id, { status: 'sold' });
      const refused = await call('POST', vehicle.id);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: WAITLIST_TEXT.sold });
    });
  });
});
