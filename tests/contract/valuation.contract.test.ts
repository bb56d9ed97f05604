import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustmentAnswers } from '@/leads/schema/trade-in-schemas';
import { hostedValuationPort, ValuationServiceError } from '@/ports/valuation/hosted-valuation';
import { localValuationPort } from '@/ports/valuation/local-valuation';
import type { ValuationInput, ValuationPort } from '@/ports/valuation/valuation-port';

/**
 * The valuation port contract: the embedded estimate, always, and the hosted adapter against a
 * local fake of the valuation service (which answers as the embedded estimate does, so the same
 * suite holds). The hosted adapter's failure modes are tested against the same fake.
 */
const NOW = new Date('2026-06-01T00:00:00Z');
const API_KEY = 'contract-key';
const good: AdjustmentAnswers = { accident: 'No', damage: 'No', warning_lights: 'No', service_history: 'Yes', two_keys: 'Yes', finance_owing: 'No' };
const recent: ValuationInput = { year: 2023, make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport', kms: 30_000, answers: good, rego: 'ABC123', regoState: 'QLD' };
const old: ValuationInput = { ...recent, year: 2012, kms: 180_000 };

type Behaviour = 'normal' | 'slow' | 'error' | 'garbage' | 'not-json';
let behaviour: Behaviour = 'normal';
const seen: { path: string; authorization: string | undefined; body: unknown }[] = [];
const reference = localValuationPort(() => NOW);

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

async function fakeService(request: IncomingMessage, response: ServerResponse) {
  const body = await readJson(request);
  seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
  const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  if (request.headers.authorization !== `Bearer ${API_KEY}`) return send(401, { error: 'bad key' });
  if (behaviour === 'slow') return void setTimeout(() => send(200, {}), 1_000);
  if (behaviour === 'error') return send(500, { error: 'boom' });
  if (behaviour === 'garbage') return send(200, { outcome: 'offer', offer_price: 'lots', vehicle: { make: 7 } });
  if (behaviour === 'not-json') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
  if (request.url === '/v1/rego-lookup') {
    if (body.rego === 'NOTREAL') return send(404, { error: 'not found' });
    const result = await reference.lookUpRego(String(body.rego), body.state as never);
    return result.found ? send(200, { vehicle: result.vehicle }) : send(404, {});
  }
  if (request.url === '/v1/valuations') {
    const result = await reference.value(body as unknown as ValuationInput);
    return send(200, result.outcome === 'offer' ? { outcome: 'offer', offer_price: result.offerPrice } : { outcome: 'no-estimate', reason: result.reason });
  }
  return send(404, {});
}

let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = createServer((request, response) => void fakeService(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const hosted = (overrides: { apiKey?: string; timeoutMs?: number } = {}) => hostedValuationPort({ url: baseUrl, apiKey: API_KEY, timeoutMs: 500, ...overrides });

const adapters: [string, () => ValuationPort][] = [
  ['local estimate', () => localValuationPort(() => NOW)],
  ['hosted service (local fake)', () => hosted()],
];

describe.each(adapters)('valuation port contract: %s', (_name, create) => {
  // Created once the fake service listens (its address is known only then).
  let port: ValuationPort;
  beforeAll(() => {
    port = create();
  });

  it('names its adapter', () => {
    expect(port.adapter).toMatch(/\S/);
  });

  it('looks up a registration to a vehicle, the same way every time', async () => {
    const first = await port.lookUpRego('ABC123', 'QLD');
    expect(first).toEqual({ found: true, vehicle: { year: expect.any(Number), make: expect.any(String), model: expect.any(String), variant: expect.any(String) } });
    expect(await port.lookUpRego('ABC123', 'QLD')).toEqual(first);
  });

  it('offers a whole-dollar price for a recent, low-kilometre car, the same for the same car', async () => {
    const offer = await port.value(recent);
    expect(offer).toEqual({ outcome: 'offer', offerPrice: expect.any(Number) });
    const price = (offer as { offerPrice: number }).offerPrice;
    expect(Number.isInteger(price) && price > 0).toBe(true);
    expect(await port.value(recent)).toEqual(offer);
  });

  it('values a car in worse condition lower', async () => {
    const fine = await port.value(recent);
    const damaged = await port.value({ ...recent, answers: { ...good, accident: 'Yes', damage: 'Yes' } });
    expect((damaged as { offerPrice: number }).offerPrice).toBeLessThan((fine as { offerPrice: number }).offerPrice);
  });

  it('gives no online estimate, with a reason, for an old high-kilometre car (SPEC 9 FAQ)', async () => {
    expect(await port.value(old)).toEqual({ outcome: 'no-estimate', reason: expect.stringMatching(/\S/) });
  });
});

describe('hosted valuation adapter over HTTP', () => {
  it('sends the key and the vehicle, and reads a registration that is not on the register as not found', async () => {
    behaviour = 'normal';
    seen.length = 0;
    expect(await hosted().lookUpRego('NOTREAL', 'NSW')).toEqual({ found: false });
    await hosted().value(recent);
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([['/v1/rego-lookup', `Bearer ${API_KEY}`], ['/v1/valuations', `Bearer ${API_KEY}`]]);
    expect(seen[1]?.body).toEqual({ year: 2023, make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport', kms: 30_000, answers: good, rego: 'ABC123', regoState: 'QLD' });
  });

  it.each<[Behaviour, { apiKey?: string; timeoutMs?: number }, RegExp]>([
    ['slow', { timeoutMs: 200 }, /did not answer \/valuations within 200 ms/],
    ['error', {}, /answered 500 for \/valuations/],
    ['garbage', {}, /unexpected response to \/valuations: offer_price/],
    ['not-json', {}, /not JSON/],
    ['normal', { apiKey: 'wrong' }, /refused the API key \(401\); check VALUATION_API_KEY/],
  ])('fails clearly when the service is %s', async (mode, config, message) => {
    behaviour = mode;
    const attempt = hosted(config).value(recent);
    await expect(attempt).rejects.toThrow(ValuationServiceError);
    await expect(hosted(config).value(recent)).rejects.toThrow(message);
    behaviour = 'normal';
  });

  it('fails clearly when nothing listens at the address', async () => {
    const port = hostedValuationPort({ url: 'http://127.0.0.1:9/', apiKey: API_KEY, timeoutMs: 500 });
    await expect(port.lookUpRego('ABC123', 'QLD')).rejects.toThrow(/could not be reached for \/rego-lookup/);
  });
});
