import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import { TEXT } from '@/leads/messages';
import { handleLeadPost } from '@/leads/server/lead-route';
import type { SlotDay } from '@/test-drive/slot-times';
import { handleSlotsGet } from '@/test-drive/server/slots-route';
import { databaseTargets, type DatabaseTargetFactory } from '../support/database-targets';
import { jsonRequest, leadRouteDeps, leadTestLocation, leadTestSite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

const { targets, skipped } = databaseTargets();
if (skipped) console.info(`[test-drive slots] skipped target — ${skipped}`);

const alpha = leadTestSite();
const beta = leadTestSite({ _id: 'site-beta', slug: 'beta', name: 'Beta Cars', dealershipSlugs: ['beta-dealer'] });
const sites = { 'alpha.localhost': alpha, 'beta.localhost': beta };
// A Sydney yard open every day, so the test finds slots whatever day it runs (its zone has daylight saving).
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:00', close: '18:00' }));
const sydneyYard = leadTestLocation('alpha-main', { address: { street: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' }, openingHours: everyDay });
const betaYard = leadTestLocation('beta-main', { siteSlug: 'beta', dealershipSlug: 'beta-dealer', openingHours: everyDay });
const SHOPPERS = 8;

/**
 * Test-drive slots are booked atomically (SPEC 7 availability): however many shoppers ask for the
 * same slot of the same car at the same moment, one gets it and every other is told so, on the
 * embedded database and on a real PostgreSQL server (TEST_DATABASE_URL), where the requests run
 * on separate connections at once.
 */
describe.each(targets.map((t) => [t.name, t] as [string, DatabaseTargetFactory]))('test-drive slots: %s', (_name, target) => {
  let handle: Awaited<ReturnType<DatabaseTargetFactory['open']>>;
  let deps: ReturnType<typeof leadRouteDeps>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    await handle.db.insertInto('vehicles').values([
      vehicleRow({ id: 31, site_slug: 'alpha', dealership_slug: 'alpha-dealer', location_slug: 'alpha-main' }),
      vehicleRow({ id: 32, site_slug: 'alpha', dealership_slug: 'alpha-dealer', location_slug: 'alpha-main' }),
      vehicleRow({ id: 33, site_slug: 'beta', dealership_slug: 'beta-dealer', location_slug: 'beta-main' }),
    ]).execute();
    deps = leadRouteDeps(handle, sites, [sydneyYard, betaYard]);
  }, 300_000);
  afterAll(async () => handle?.dispose());

  const slotsOf = async (host: string, carId: number) => {
    const response = await handleSlotsGet(new Request(`http://${host}/api/test-drive/slots?car_id=${carId}`, { headers: { host } }), deps);
    return { status: response.status, body: (await response.json()) as { timeZone: string | null; days: SlotDay[] | null } };
  };
  const book = async (host: string, carId: number, slot: string, shopper: number, extra: Record<string, unknown> = {}) => {
    const response = await handleLeadPost(jsonRequest(host, '/api/leads/test-drive', {
      idempotency_key: `drive-${carId}-${shopper}-${slot}`,
      userData: { name: `Shopper ${shopper}`, last_name: 'Lee', email: `shopper${shopper}@example.com`, phone: `04123450${String(shopper).padStart(2, '0')}`, car_id: carId, slot, message: `Shopper ${shopper} here`, ...extra },
    }, { 'x-dealer-socket-address': `203.0.113.${shopper + 1}` }), 'test-drive', deps);
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const tomorrowsFirst = async (carId: number) => (await slotsOf('alpha.localhost', carId)).body.days![1]!.slots[0]!.start;

  it("offers the car's free slots in its location's zone, day by day", async () => {
    const { status, body } = await slotsOf('alpha.localhost', 31);
    expect(status).toBe(200);
    expect(body.timeZone).toBe('Australia/Sydney');
    expect(body.days!.length).toBeGreaterThanOrEqual(13);
    expect(body.days![1]!.slots.map((s) => s.label).slice(0, 3)).toEqual(['8:00 am', '8:30 am', '9:00 am']);
    expect(body.days![1]!.slots[0]!.start).toMatch(/^\d{4}-\d{2}-\d{2}T08:00:00\+1[01]:00$/);
    expect((await slotsOf('alpha.localhost', 33)).status).toBe(404);
  });

  it('gives a slot to one of several shoppers asking at once; the others are told, and nothing of theirs is stored', async () => {
    const slot = await tomorrowsFirst(31);
    const answers = await Promise.all(Array.from({ length: SHOPPERS }, (_, shopper) => book('alpha.localhost', 31, slot, shopper)));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(SHOPPERS - 1);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({ error: TEXT.slotTaken, errors: [{ field: 'slot', message: TEXT.slotTaken }] });
    }
    const bookings = await handle.db.selectFrom('test_drive_bookings').selectAll().where('vehicle_id', '=', 31).execute();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.lead_id).toBe(won[0]!.json.lead_id);
    const leads = await handle.db.selectFrom('leads').select(['id', 'user_data']).where('kind', '=', 'test-drive').where('car_id', '=', 31).execute();
    expect(leads.map((l) => l.id)).toEqual([won[0]!.json.lead_id]);
    // The lead carries the slot in the location's zone, as offered.
    expect(leads[0]!.user_data).toMatchObject({ dateTime: slot });
    expect(leads[0]!.user_data).not.toHaveProperty('slot');
    // The slot is no longer offered for this car; the same time for another car still is.
    const after = (await slotsOf('alpha.localhost', 31)).body.days!.flatMap((d) => d.slots.map((s) => s.start));
    expect(after).not.toContain(slot);
    expect((await slotsOf('alpha.localhost', 32)).body.days!.flatMap((d) => d.slots.map((s) => s.start))).toContain(slot);
  });

  it('lets the shopper who lost the race book another slot with the same details', async () => {
    const days = (await slotsOf('alpha.localhost', 31)).body.days!;
    const other = days[2]!.slots[3]!.start;
    expect((await book('alpha.localhost', 31, other, 3)).status).toBe(201);
  });

  it('answers a double click with the same lead, not a taken slot', async () => {
    const slot = (await slotsOf('alpha.localhost', 32)).body.days![3]!.slots[0]!.start;
    const first = await book('alpha.localhost', 32, slot, 5);
    const again = await book('alpha.localhost', 32, slot, 5);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.lead_id).toBe(first.json.lead_id);
  });

  it('refuses a time the location does not offer, and another tenant\'s car', async () => {
    const slot = await tomorrowsFirst(32);
    const offHours = slot.replace('T08:00:00', 'T07:30:00');
    for (const [host, carId, time] of [['alpha.localhost', 32, offHours], ['alpha.localhost', 32, 'tomorrow'], ['alpha.localhost', 33, slot]] as const) {
      // Without a car of this site the form asks for the location, as it does on /book-test-drive.
      const answer = await book(host, carId, time, 7, { location: 'alpha-main' });
      expect(answer.status).toBe(400);
      expect(answer.json.fieldErrors).toEqual({ slot: [TEXT.slotNotOffered] });
    }
  });

  it('books the same time for the same car id on two sites independently', async () => {
    const slot = (await slotsOf('beta.localhost', 33)).body.days![1]!.slots[0]!.start;
    expect((await book('beta.localhost', 33, slot, 1)).status).toBe(201);
  });
});
