import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { FORM_LEAD_KINDS } from '@/leads/lead-kind';
import { handleLeadPost } from '@/leads/server/lead-route';
import { handleMiscellaneous } from '@/trade-in/server/miscellaneous-route';
import { handleOfferAcceptance, handleRegoLookup } from '@/trade-in/server/trade-in-routes';
import { jsonRequest, leadRouteDeps, leadTestLocation, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

/**
 * Reliability: 1,000 random and malformed payloads per lead endpoint never produce a 5xx; each
 * is a 400 whose body lists field messages. Seeded, so a failure reproduces.
 */
const PER_ENDPOINT = 1_000;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode', 'message', 'category', 'subcategory', 'location', 'location_id', 'dealership_slug', 'Rego', 'rego', 'regoState',
  'opt_in', 'terms_conditions', 'PreferredContactMethod', 'finance', 'do-you-have-a-trade-in', 'car_id', 'stock_number', 'Vehicle Make', 'Vehicle Model', 'car_year', 'dateTime',
  'service_type', 'additional_services', 'company', 'fleet_size', 'position', 'vin', 'amount', 'term', 'selfAssessedCreditScore', 'year', 'make', 'model', 'kms',
  'adjustmentAnswers', 'website', 'page_id', 'Request Photos', '__proto__', 'constructor', 'lead_id', 'valuation_id', 'offer_accepted', 'column_name', 'valuation'];

const PLAUSIBLE: Record<string, unknown[]> = {
  name: ['Sam', 'Zoë', ''], email: ['sam@example.com', 'not-an-email', ''], phone: ['0412345678', '61412345678', '12', '+1 415 555 0100'],
  postcode: ['4000', '400', 'abcd'], category: ['General Enquiry', 'Nope'], car_id: ['1', 1, -1, '9999999999999', 'x', 2_147_483_648],
  dateTime: ['2030-01-01T10:00', '2001-01-01', 'soon'], adjustmentAnswers: [{ accident: 'No' }, 'Yes', [], null], kms: ['85,000', -5, 'far'],
  additional_services: [['Courtesy car'], ['Free fuel'], 'Courtesy car'], opt_in: [true, 'yes', 1], terms_conditions: [true, false, 'on'],
  column_name: ['valuation', 'user_data', ''], lead_id: ['6a0e3c0e-4f3b-4c7e-9a61-1f0d2b9c8e11', 'x'],
  valuation: [{ id: '6a0e3c0e-4f3b-4c7e-9a61-1f0d2b9c8e11', outcome: 'offer', offer_price: 1e9, reason: null }, { id: 'x', outcome: 'offer', offer_price: 100, reason: null }, { outcome: 'maybe' }],
};

export function randomValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * 12);
  const text = (max: number) => Array.from({ length: Math.floor(next() * max) }, () => String.fromCodePoint(Math.floor(next() * 0x2fff) + 1)).join('');
  switch (pick) {
    case 0: return null;
    case 1: return next() < 0.5;
    case 2: return Math.floor((next() - 0.5) * 1e12);
    case 3: return next() * 1e308 * (next() < 0.5 ? -1 : 1);
    case 4: return text(20);
    case 5: return text(3_000);
    case 6: return '<script>alert(1)</script>';
    case 7: return "'; DROP TABLE leads; --";
    case 8: return depth > 3 ? [] : Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    case 9: return depth > 3 ? {} : Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [text(8), randomValue(next, depth + 1)]));
    case 10: return '';
    default: return undefined;
  }
}

function randomUserData(next: () => number): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (next() < 0.4) continue;
    const plausible = PLAUSIBLE[field];
    data[field] = plausible && next() < 0.5 ? plausible[Math.floor(next() * plausible.length)] : randomValue(next);
  }
  // Whatever else was drawn, the first name is never valid: every payload must be refused.
  data.name = next() < 0.5 ? '' : { first: 'Sam' };
  return data;
}

function randomBody(next: () => number): unknown {
  const shape = Math.floor(next() * 10);
  switch (shape) {
    case 0: return '{"userData": {"name": "Sam"';
    case 1: return randomValue(next);
    case 2: return { userData: randomValue(next) };
    case 3: return [randomUserData(next)];
    case 4: return { userData: randomUserData(next), idempotency_key: randomValue(next), url: randomValue(next), lead_attributes: randomValue(next) };
    default: return { userData: randomUserData(next), idempotency_key: `fuzz${Math.floor(next() * 1e9)}`, lead_attributes: { visited_pages: ['/'], linked_query_params: {} } };
  }
}

let handle: OpenDatabase;
let deps: ReturnType<typeof leadRouteDeps>;
const site = leadTestSite({ dealershipSlugs: ['alpha-dealer', 'alpha-two'] });

beforeAll(async () => {
  handle = await openMigratedPglite();
  await handle.db.insertInto('vehicles').values([vehicleRow({ id: 1, site_slug: 'alpha' })]).execute();
  deps = leadRouteDeps(handle, { 'alpha.localhost': site }, [leadTestLocation('alpha-main'), leadTestLocation('alpha-north'), leadTestLocation('alpha-buy', { locationType: 'car-buying' })]);
});
afterAll(async () => handle?.close());

type Endpoint = { name: string; call(body: unknown): Promise<Response> };
// Each payload from its own address: this suite is about validation, not the rate limits.
let client = 0;
const request = (path: string, body: unknown) => {
  client += 1;
  const address = { 'x-dealer-socket-address': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
  return jsonRequest('alpha.localhost', path, body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), address);
};
const endpoints: Endpoint[] = [
  ...FORM_LEAD_KINDS.map((kind): Endpoint => ({ name: `/api/leads/${kind}`, call: (body) => handleLeadPost(request(`/api/leads/${kind}`, body), kind, deps) })),
  { name: '/api/trade-in/accept', call: (body) => handleOfferAcceptance(request('/api/trade-in/accept', body), deps) },
  { name: '/api/trade-in/rego-lookup', call: (body) => handleRegoLookup(request('/api/trade-in/rego-lookup', body), deps) },
  { name: '/api/miscellaneous', call: (body) => handleMiscellaneous(request('/api/miscellaneous', body), deps) },
];

describe.each(endpoints.map((e) => [e.name, e] as const))('%s under random and malformed payloads', (name, endpoint) => {
  it(`answers ${PER_ENDPOINT} of them with 400 and field messages, never 5xx`, { timeout: 180_000 }, async () => {
    const next = prng([...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
    const problems: string[] = [];
    for (let i = 0; i < PER_ENDPOINT; i += 1) {
      const body = name.endsWith('rego-lookup') || name.endsWith('accept') || name.endsWith('miscellaneous') ? (next() < 0.5 ? randomValue(next) : { ...randomUserData(next), rego: randomValue(next) }) : randomBody(next);
      const response = await endpoint.call(body);
      const json = (await response.json().catch(() => null)) as { errors?: { field: string; message: string }[] } | null;
      const ok = response.status === 400 && Array.isArray(json?.errors) && json.errors.length > 0 && json.errors.every((e) => typeof e.message === 'string' && e.message.length > 0);
      if (!ok) problems.push(`#${i} ${response.status} ${JSON.stringify(body).slice(0, 200)} → ${JSON.stringify(json).slice(0, 200)}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(deps.storedCount()).toBe(0);
  });
});
