import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { SPEC_TEXT, TEXT } from '@/leads/messages';
import { handleLeadPost } from '@/leads/server/lead-route';
import { jsonRequest, leadRouteDeps, leadTestLocation, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

const alpha = leadTestSite();
const beta = leadTestSite({ _id: 'site-beta', slug: 'beta', name: 'Beta Cars', dealershipSlugs: ['beta-one', 'beta-two'] });
const sites = { 'alpha.localhost': alpha, 'beta.localhost': beta };
const person = { name: 'Sam', last_name: 'Lee', email: 'Sam@Example.com', phone: '61412345678' };
const at = { location: 'alpha-north' };

let handle: OpenDatabase;
let deps: ReturnType<typeof leadRouteDeps>;

beforeAll(async () => {
  handle = await openMigratedPglite();
  await handle.db.insertInto('vehicles').values([
    vehicleRow({ id: 11, site_slug: 'alpha', car_type: 'used', dealership_slug: 'alpha-dealer', dealership_id: 501 }),
    vehicleRow({ id: 12, site_slug: 'beta', car_type: 'new' }),
    vehicleRow({ id: 13, site_slug: 'alpha', car_type: 'new', show_on_dealer_website: false }),
  ]).execute();
  deps = leadRouteDeps(handle, sites, [leadTestLocation('alpha-main'), leadTestLocation('alpha-north')]);
});
afterAll(async () => handle?.close());

const post = async (host: string, kind: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await handleLeadPost(jsonRequest(host, `/api/leads/${kind}`, body, headers), kind, deps);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('lead write path', () => {
  it('stores an enquiry about a car with the car refilled from the tenant stock, and queues its delivery', async () => {
    const res = await post('alpha.localhost', 'enquiry', {
      idempotency_key: 'key-enquiry-1',
      url: 'http://alpha.localhost/cars/car-11',
      lead_attributes: { visited_pages: ['/', '/cars/car-11'], linked_query_params: { utm_source: 'google' } },
      userData: { ...person, message: 'Still there?', car_id: '11', 'Vehicle Make': 'Ferrari', stock_number: 'FAKE', is_admin: true },
    });
    expect(res.status).toBe(201);
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', String(res.json.lead_id)).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      site_slug: 'alpha', kind: 'enquiry', category: 'General Enquiry', subcategory: null, source: 'Website', phone: '0412345678',
      car_id: 11, car_dealership_id: 501, dealership_slug: 'alpha-dealer', location_slug: 'alpha-main', user_agent: 'vitest', url: 'http://alpha.localhost/cars/car-11',
      lead_attributes: { visited_pages: ['/', '/cars/car-11'], linked_query_params: { utm_source: 'google' } }, spam: false,
    });
    expect(lead.user_data).toMatchObject({ 'Vehicle Make': 'Toyota', stock_number: 'S11', car_type: 'used', car_id: '11', email: 'sam@example.com', opt_in: true, PreferredContactMethod: 'Phone' });
    expect(lead.user_data).not.toHaveProperty('is_admin');
    const deliveries = await handle.db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', lead.id).execute();
    expect(deliveries.map((d) => [d.destination, d.status])).toEqual([['local-inbox', 'pending']]);
  });

  it('answers a repeated submission with the same lead and stores nothing new', async () => {
    const body = { idempotency_key: 'key-double-click', userData: { ...person, ...at, message: 'Twice' } };
    const first = await post('alpha.localhost', 'contact', body);
    const second = await post('alpha.localhost', 'contact', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json).toMatchObject({ lead_id: first.json.lead_id, duplicate: true, category: 'General Enquiry' });
    const count = await handle.db.selectFrom('leads').select((eb) => eb.fn.countAll<string>().as('n')).where('idempotency_key', '=', 'c-key-double-click').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('treats identical values within two minutes as one submission when the browser sent no key', async () => {
    const body = { userData: { ...person, ...at, message: 'No key' } };
    const first = await post('alpha.localhost', 'contact', body);
    const second = await post('alpha.localhost', 'contact', body);
    expect(second.json.lead_id).toBe(first.json.lead_id);
  });

  it('never attaches another tenant\'s car, or a hidden one', async () => {
    for (const carId of [12, 13]) {
      const res = await post('alpha.localhost', 'enquiry', { idempotency_key: `key-foreign-${carId}`, userData: { ...person, ...at, message: 'x', car_id: carId, 'Vehicle Make': 'Ferrari' } });
      const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', String(res.json.lead_id)).executeTakeFirstOrThrow();
      expect(lead.car_id).toBeNull();
      expect(lead.user_data).not.toHaveProperty('Vehicle Make');
    }
  });

  it('classifies test drives by the car (SPEC 7)', async () => {
    const res = await post('alpha.localhost', 'test-drive', { idempotency_key: 'key-td-1', userData: { ...person, car_id: 11 } });
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', String(res.json.lead_id)).executeTakeFirstOrThrow();
    expect([lead.category, lead.subcategory]).toEqual(['Test Drive', 'Test Drive Booking Used']);
  });

  it('answers 400 with each field\'s message', async () => {
    const res = await post('alpha.localhost', 'enquiry', { userData: { phone: '123', postcode: '12' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(SPEC_TEXT.errorBanner);
    expect(res.json.fieldErrors).toMatchObject({ name: [SPEC_TEXT.required], email: [SPEC_TEXT.required], phone: [TEXT.phone], postcode: [SPEC_TEXT.postcode], message: [SPEC_TEXT.required] });
  });

  it('asks for the preferred dealership on a tenant with several (SPEC 5)', async () => {
    const res = await post('beta.localhost', 'fleet', { userData: { ...person, company: 'Acme', message: 'Ten utes' } });
    expect(res.json.fieldErrors).toEqual({ dealership_slug: [SPEC_TEXT.required] });
    const ok = await post('beta.localhost', 'fleet', { idempotency_key: 'key-fleet-1', userData: { ...person, company: 'Acme', message: 'Ten utes', dealership_slug: 'beta-two' } });
    expect(ok.status).toBe(201);
  });

  it.each([
    ['not JSON', '{"userData":', 400],
    ['an array', [], 400],
    ['userData not an object', { userData: 'hello' }, 400],
  ])('refuses %s', async (_name, body, status) => {
    const res = await post('alpha.localhost', 'contact', body);
    expect(res.status).toBe(status);
    expect(res.json.errors).toEqual([{ field: '', message: TEXT.invalidBody }]);
  });

  it('refuses bodies over 32 KB, unknown forms and unknown sites', async () => {
    expect((await post('alpha.localhost', 'contact', { userData: { ...person, message: 'x'.repeat(40_000) } })).status).toBe(400);
    expect((await post('alpha.localhost', 'free-car', { userData: person })).status).toBe(404);
    expect((await post('gamma.localhost', 'contact', { userData: person })).status).toBe(404);
  });

  it('answers 503 with a clear message when the database is unavailable', async () => {
    const down = leadRouteDeps(handle, sites, [], { db: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) });
    const response = await handleLeadPost(jsonRequest('alpha.localhost', '/api/leads/contact', { userData: { ...person, message: 'x' } }), 'contact', down);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: TEXT.unavailable });
    expect(down.storedCount()).toBe(0);
  });
});
