import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comparisonPanel } from '@/domain/price-check';
import { autograbPriceCheckPort, PriceCheckServiceError } from '@/ports/price-check/autograb-price-check';
import { localPriceCheck, localPriceCheckPort } from '@/ports/price-check/local-price-check';
import type { PriceCheckPort, PriceCheckVehicle } from '@/ports/price-check/price-check-port';

/**
 * The price-check port contract (SPEC 3 "Auto-price-check result", SPEC 4 price-comparison
 * panel), run against the embedded estimate and against the AutoGrab adapter talking to a
 * local fake of AutoGrab's valuation API in its documented wire format (`POST
 * /v2/valuations/vins/{vin}` with an `ApiKey` header; `{success, prediction: {price, score},
 * bounds: {retail: {lower, upper}}}`). The fake prices cars as the embedded estimate does, so
 * both adapters must give the app the same object.
 */
const API_KEY = 'contract-key';
const car = (vin: string | null, price: number, average: number | null): PriceCheckVehicle => ({
  id: 1, year: 2021, make: 'Mazda', model: 'CX-5', badge: 'Maxx', vin, km: 45_000, price, state: null,
  autograb_data: average ? { state_average_market_price: average, average_market_price: average } : null,
});
const cheap = car('JM0KF4W7A00000001', 30_000, 34_000);
const dear = car('JM0KF4W7A00000002', 38_000, 34_000);
const unknown = car('JM0KF4W7A00000009', 30_000, null);
const market = new Map([cheap, dear].map((c) => [c.vin!, c]));

type Mode = 'normal' | 'http-500' | 'garbage' | 'unsuccessful';
let mode: Mode = 'normal';
const seen: { path: string; apiKey: string | undefined; body: Record<string, unknown> }[] = [];

async function fakeAutoGrab(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  seen.push({ path: request.url ?? '', apiKey: request.headers.apikey as string | undefined, body });
  const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  if (request.headers.apikey !== API_KEY) return send(401, { success: false, message: 'Unauthorized' });
  if (mode === 'http-500') return send(500, { success: false, message: 'Internal error' });
  if (mode === 'garbage') return send(200, { success: true, prediction: { price: 'lots' } });
  if (mode === 'unsuccessful') return send(200, { success: false, prediction: { price: 1, score: 0 }, bounds: { retail: { lower: 0, upper: 0 } } });
  const vin = /^\/v2\/valuations\/vins\/([^/]+)$/.exec(request.method === 'POST' ? request.url ?? '' : '')?.[1];
  const listed = vin ? market.get(decodeURIComponent(vin)) : undefined;
  const estimate = listed ? localPriceCheck(listed) : null;
  if (!listed || !estimate) return send(404, { success: false, message: 'Vehicle not found' });
  const average = listed.autograb_data!.state_average_market_price!;
  return send(200, {
    success: true,
    prediction: { id: 'pricing-1', vehicle_id: '5804870883868672', created_at: '2026-11-01T00:00:00Z', kms: body.kms, price: average, score: estimate.confidence, retail_price: average, trade_price: Math.round(average * 0.85) },
    bounds: { retail: { lower: estimate.market_range_min, upper: estimate.market_range_max }, trade: { lower: 0, upper: 0 } },
  });
}

const server = createServer((request, response) => void fakeAutoGrab(request, response));
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => { mode = 'normal'; });

const adapters: [string, () => PriceCheckPort][] = [
  ['embedded estimate', () => localPriceCheckPort],
  ['AutoGrab (local fake of its API)', () => autograbPriceCheckPort(baseUrl, API_KEY)],
];

describe.each(adapters)('price-check port contract: %s', (_name, port) => {
  it('places a listing below the market as a great price, with the range the panel shows', async () => {
    const result = await port().check(cheap);
    expect(result).toMatchObject({ fill: 'great', listing_price: 30_000, market_range_min: 31_300, market_range_max: 36_700 });
    expect(result!.description).toContain('2021 Mazda CX-5 is a great price');
    expect(comparisonPanel(result)).not.toBeNull();
  });

  it('places a listing above the market as a fair price', async () => {
    expect(await port().check(dear)).toMatchObject({ fill: 'fair', listing_price: 38_000 });
  });

  it('has no data for a car the market does not know ("No data returned")', async () => {
    expect(await port().check(unknown)).toBeNull();
  });
});

describe('AutoGrab adapter on the wire', () => {
  const autograb = () => autograbPriceCheckPort(baseUrl, API_KEY);

  it('prices by VIN in the Australian region with the key in the ApiKey header', async () => {
    seen.length = 0;
    await autograb().check(cheap);
    expect(seen[0]).toEqual({ path: `/v2/valuations/vins/${cheap.vin}`, apiKey: API_KEY, body: { region: 'au', kms: 45_000 } });
  });

  it('has no data for a car without a VIN, without asking', async () => {
    seen.length = 0;
    expect(await autograb().check({ ...cheap, vin: null })).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('an unsuccessful prediction is no data', async () => {
    mode = 'unsuccessful';
    expect(await autograb().check(cheap)).toBeNull();
  });

  it('a wrong key, an error status or an unreadable answer is a service failure', async () => {
    await expect(autograbPriceCheckPort(baseUrl, 'wrong').check(cheap)).rejects.toThrow(PriceCheckServiceError);
    mode = 'http-500';
    await expect(autograb().check(cheap)).rejects.toThrow(PriceCheckServiceError);
    mode = 'garbage';
    await expect(autograb().check(cheap)).rejects.toThrow(PriceCheckServiceError);
  });
});
