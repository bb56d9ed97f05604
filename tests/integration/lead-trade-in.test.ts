import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { handleLeadPost } from '@/leads/server/lead-route';
import { handleOfferAcceptance, handleRegoLookup, tradeInRouteOptions } from '@/trade-in/server/trade-in-routes';
import { jsonRequest, leadRouteDeps, leadTestLocation, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

const site = leadTestSite();
const answers = { accident: 'No', damage: 'No', warning_lights: 'No', service_history: 'Yes', two_keys: 'Yes', finance_owing: 'No' };
const thisYear = new Date().getFullYear();
const tradeIn = (overrides: Record<string, unknown> = {}) => ({
  rego: 'abc123', regoState: 'QLD', year: String(thisYear - 2), make: 'Mazda', model: 'CX-5', kms: '30000', adjustmentAnswers: answers,
  name: 'Sam', last_name: 'Lee', postcode: '4000', phone: '0412345678', email: 'sam@example.com', terms_conditions: true, location_id: 'alpha-buy', car_id: '21', ...overrides,
});

let handle: OpenDatabase;
let deps: ReturnType<typeof leadRouteDeps>;

beforeAll(async () => {
  handle = await openMigratedPglite();
  await handle.db.insertInto('vehicles').values([vehicleRow({ id: 21, site_slug: 'alpha' })]).execute();
  deps = leadRouteDeps(handle, { 'alpha.localhost': site, 'beta.localhost': leadTestSite({ slug: 'beta', _id: 'b' }) },
    [leadTestLocation('alpha-main'), leadTestLocation('alpha-buy', { locationType: 'car-buying' }), leadTestLocation('alpha-buy-2', { locationType: 'car-buying' })]);
});
afterAll(async () => handle?.close());

const submit = async (body: unknown) => {
  const response = await handleLeadPost(jsonRequest('alpha.localhost', '/api/leads/trade-in', body), 'trade-in', deps, tradeInRouteOptions);
  return { status: response.status, json: (await response.json()) as { lead_id: string; valuation: { id: string; outcome: string; offer_price: number | null; reason: string | null } } };
};
const accept = async (host: string, body: unknown) => {
  const response = await handleOfferAcceptance(jsonRequest(host, '/api/trade-in/accept', body), deps);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('trade-in valuation and offer acceptance', () => {
  it('stores the valuation request, answers with an offer, and accepts it once', async () => {
    const res = await submit({ userData: tradeIn(), idempotency_key: 'trade-in-key-1' });
    expect(res.status).toBe(201);
    expect(res.json.valuation).toMatchObject({ outcome: 'offer', offer_price: expect.any(Number) });
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', res.json.lead_id).executeTakeFirstOrThrow();
    expect([lead.kind, lead.category, lead.subcategory, lead.car_id, lead.location_slug]).toEqual(['trade-in', 'Trade-In', '1. Valuation Requested', 21, 'alpha-buy']);

    // The same submission again: the same lead and the same valuation.
    const again = await submit({ userData: tradeIn(), idempotency_key: 'trade-in-key-1' });
    expect(again.json.valuation.id).toBe(res.json.valuation.id);

    const body = { lead_id: res.json.lead_id, valuation_id: res.json.valuation.id, offer_accepted: true, form_completed: true };
    const first = await accept('alpha.localhost', body);
    const second = await accept('alpha.localhost', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json.lead_id).toBe(first.json.lead_id);
    const accepted = await handle.db.selectFrom('leads').selectAll().where('id', '=', String(first.json.lead_id)).executeTakeFirstOrThrow();
    expect([accepted.kind, accepted.subcategory, accepted.parent_lead_id]).toEqual(['offer-accepted', '3. Offer Accepted', res.json.lead_id]);
    expect(accepted.user_data).toMatchObject({ lead_id: res.json.lead_id, offer_accepted: true, form_completed: true, offer_price: res.json.valuation.offer_price, email: 'sam@example.com' });

    // Another tenant cannot accept this offer.
    expect((await accept('beta.localhost', body)).status).toBe(404);
  });

  it('gives the FAQ answer for an older car, and nothing to accept', async () => {
    const res = await submit({ userData: tradeIn({ year: String(thisYear - 9), email: 'old@example.com' }), idempotency_key: 'trade-in-old' });
    expect(res.json.valuation).toMatchObject({ outcome: 'no-estimate', offer_price: null, reason: expect.stringContaining('over 7 years') });
    expect((await accept('alpha.localhost', { lead_id: res.json.lead_id, valuation_id: res.json.valuation.id, offer_accepted: true })).status).toBe(404);
  });

  it('keeps a honeypot submission out of the dealer\'s CRM', async () => {
    const res = await submit({ userData: tradeIn({ website: 'http://spam.example', email: 'bot@example.com' }), idempotency_key: 'trade-in-bot' });
    expect(res.status).toBe(201);
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', res.json.lead_id).executeTakeFirstOrThrow();
    expect(lead.spam).toBe(true);
    expect(await handle.db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', lead.id).execute()).toEqual([]);
  });

  it('logs "Failed to save valuation data" and still answers when the valuation cannot be saved', async () => {
    const broken = await openMigratedPglite();
    await broken.execScript('DROP TABLE valuations');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const brokenDeps = leadRouteDeps(broken, { 'alpha.localhost': site }, [leadTestLocation('alpha-buy', { locationType: 'car-buying' })]);
    const response = await handleLeadPost(jsonRequest('alpha.localhost', '/api/leads/trade-in', { userData: tradeIn({ location_id: undefined }), idempotency_key: 'trade-in-broken' }), 'trade-in', brokenDeps, tradeInRouteOptions);
    expect(response.status).toBe(201);
    expect(errors.mock.calls.some(([message]) => message === 'Failed to save valuation data')).toBe(true);
    errors.mockRestore();
    await broken.close();
  });

  it('looks up a registration (rego and state) and validates it', async () => {
    const lookup = (body: unknown) => handleRegoLookup(jsonRequest('alpha.localhost', '/api/trade-in/rego-lookup', body), deps);
    const found = await lookup({ rego: 'abc 123', regoState: 'QLD' });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ vehicle: { make: expect.any(String), model: expect.any(String), year: expect.any(Number) } });
    expect((await lookup({ rego: '', regoState: 'XX' })).status).toBe(400);
  });
});
