import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { handleLeadPost } from '@/leads/server/lead-route';
import { handleMiscellaneous } from '@/trade-in/server/miscellaneous-route';
import { RATE_LIMITS } from '@/server/rate-limits';
import { tradeInRouteOptions } from '@/trade-in/server/trade-in-routes';
import { jsonRequest, leadRouteDeps, leadTestLocation, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';

const answers = { accident: 'No', damage: 'No', warning_lights: 'No', service_history: 'Yes', two_keys: 'Yes', finance_owing: 'No' };
const tradeIn = (email: string) => ({
  rego: 'misc1', regoState: 'QLD', year: String(new Date().getFullYear() - 2), make: 'Mazda', model: 'CX-5', kms: '30000', adjustmentAnswers: answers,
  name: 'Sam', last_name: 'Lee', postcode: '4000', phone: '0412345678', email, terms_conditions: true,
});
type Valuation = { id: string; outcome: string; offer_price: number | null; reason: string | null };

let handle: OpenDatabase;
let deps: ReturnType<typeof leadRouteDeps>;

beforeAll(async () => {
  handle = await openMigratedPglite();
  deps = leadRouteDeps(handle, { 'alpha.localhost': leadTestSite(), 'beta.localhost': leadTestSite({ slug: 'beta', _id: 'b' }) }, [leadTestLocation('alpha-buy', { locationType: 'car-buying' })]);
});
afterAll(async () => handle?.close());

async function valuedLead(key: string): Promise<{ leadId: string; valuation: Valuation }> {
  const response = await handleLeadPost(jsonRequest('alpha.localhost', '/api/leads/trade-in', { userData: tradeIn(`${key}@example.com`), idempotency_key: key }), 'trade-in', deps, tradeInRouteOptions);
  const body = (await response.json()) as { lead_id: string; valuation: Valuation };
  return { leadId: body.lead_id, valuation: body.valuation };
}
const post = async (body: unknown, host = 'alpha.localhost', ip = '198.51.100.1') => {
  const response = await handleMiscellaneous(jsonRequest(host, '/api/miscellaneous', body, { 'x-dealer-socket-address': ip }), deps);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};
const storedValuation = async (leadId: string) =>
  (await handle.db.selectFrom('leads').select('valuation').where('id', '=', leadId).executeTakeFirstOrThrow()).valuation;

describe('POST /api/miscellaneous (SPEC 7: valuation result plus column_name valuation)', () => {
  it('saves the valuation the shopper was shown on the lead, and logs it', async () => {
    const { leadId, valuation } = await valuedLead('misc-saves');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const res = await post({ lead_id: leadId, column_name: 'valuation', valuation });
    expect(res).toEqual({ status: 200, json: { success: true, lead_id: leadId, column_name: 'valuation' } });
    expect(info).toHaveBeenCalledWith('[miscellaneous] valuation data saved', expect.objectContaining({ lead_id: leadId, matches: true }));
    info.mockRestore();
    expect(await storedValuation(leadId)).toMatchObject({ id: valuation.id, outcome: 'offer', offer_price: valuation.offer_price, provider: 'local-estimate', shown_matches: true });
  });

  it('keeps the platform\'s own price when the browser reports another one', async () => {
    const { leadId, valuation } = await valuedLead('misc-tampered');
    vi.spyOn(console, 'info').mockImplementationOnce(() => undefined);
    expect((await post({ lead_id: leadId, valuation: { ...valuation, offer_price: 999_999 } })).status).toBe(200);
    expect(await storedValuation(leadId)).toMatchObject({ offer_price: valuation.offer_price, shown_matches: false });
  });

  it('answers 404 for another tenant\'s lead or an unknown valuation, and logs the failure', async () => {
    const { leadId, valuation } = await valuedLead('misc-other-tenant');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await post({ lead_id: leadId, valuation }, 'beta.localhost')).status).toBe(404);
    expect((await post({ lead_id: leadId, valuation: { ...valuation, id: crypto.randomUUID() } })).status).toBe(404);
    expect(warn).toHaveBeenCalledWith('Failed to save valuation data', expect.objectContaining({ lead_id: leadId }));
    warn.mockRestore();
    expect(await storedValuation(leadId)).toBeNull();
    expect((await post({ lead_id: leadId, valuation }, 'unknown.localhost')).status).toBe(404);
  });

  it('answers 400 with field messages for bad input', async () => {
    const res = await post({ lead_id: 'nope', column_name: 'user_data', valuation: { outcome: 'offer' } });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({ lead_id: ['This is a required field.'], column_name: ['Please choose one of the options.'], 'valuation.id': ['This is a required field.'] });
    expect((await post('{"lead_id":')).status).toBe(400);
  });

  it('is rate-limited per IP address', async () => {
    const { leadId, valuation } = await valuedLead('misc-rate');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.miscellaneousPerIp.points; i += 1) statuses.push((await post({ lead_id: leadId, valuation }, 'alpha.localhost', '203.0.113.9')).status);
    vi.restoreAllMocks();
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.miscellaneousPerIp.points);
    expect(statuses.at(-1)).toBe(429);
  });

  it('logs "Failed to save valuation data" and answers 503 when the database fails', async () => {
    const { leadId, valuation } = await valuedLead('misc-db-down');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = leadRouteDeps(handle, { 'alpha.localhost': leadTestSite() }, [], { db: async () => { throw new Error('connection refused'); } });
    const response = await handleMiscellaneous(jsonRequest('alpha.localhost', '/api/miscellaneous', { lead_id: leadId, valuation }), broken);
    expect(response.status).toBe(503);
    expect(errors).toHaveBeenCalledWith('Failed to save valuation data', expect.objectContaining({ lead_id: leadId, error: 'connection refused' }));
    errors.mockRestore();
  });
});
