import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FinanceQuotePort, QuoteRequest } from '@/ports/finance-quote/finance-quote-port';
import { localFinanceQuotePort, localQuote } from '@/ports/finance-quote/local-finance-quote';
import { FinanceQuoteServiceError, providerFinanceQuotePort } from '@/ports/finance-quote/provider-finance-quote';

/**
 * The finance-quote port contract (SPEC 7 "Finance quote": selfAssessedCreditScore,
 * purchasePrice, loanTerm, year, vin, nvic, whoIsHelping in; weeklyRepaymentAmount,
 * advertisedRate, comparisonRate out, or `{ error }`), run against the embedded quote engine and
 * against the provider adapter talking to a local fake of the provider that quotes as the engine
 * does, so both must agree.
 */
const API_KEY = 'contract-key';
const request: QuoteRequest = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022, vin: 'JM0KF4W7A00000001', nvic: null, whoIsHelping: '' };

type Mode = 'normal' | 'refuse' | 'http-500' | 'not-json' | 'garbage';
let mode: Mode = 'normal';
const seen: { authorization: string | undefined; body: unknown }[] = [];

async function fakeProvider(incoming: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as QuoteRequest;
  seen.push({ authorization: incoming.headers.authorization, body });
  const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  if (incoming.headers.authorization !== `Bearer ${API_KEY}`) return send(401, { error: 'Unauthorised' });
  if (mode === 'refuse') return send(422, { error: 'Vehicle too old to finance' });
  if (mode === 'http-500') return send(500, {});
  if (mode === 'not-json') return response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
  if (mode === 'garbage') return send(200, { weeklyRepaymentAmount: 'cheap' });
  if (!(body.purchasePrice > 0)) return send(400, { error: 'purchasePrice must be positive' });
  return send(200, localQuote(body));
}

const server = createServer((incoming, response) => void fakeProvider(incoming, response));
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/quick-quote`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => { mode = 'normal'; });

const adapters: [string, () => FinanceQuotePort][] = [
  ['embedded quote engine', () => localFinanceQuotePort],
  ['provider (local fake of its API)', () => providerFinanceQuotePort(url, API_KEY)],
];

describe.each(adapters)('finance-quote port contract: %s', (_name, port) => {
  it('quotes a weekly repayment with an advertised and a comparison rate', async () => {
    const quote = await port().quote(request);
    expect(quote.weeklyRepaymentAmount).toBeGreaterThan(100);
    expect(quote.weeklyRepaymentAmount).toBeLessThan(200);
    expect(quote.comparisonRate).toBeGreaterThan(quote.advertisedRate);
  });

  it('charges a poorer credit history more', async () => {
    const great = await port().quote(request);
    const poor = await port().quote({ ...request, selfAssessedCreditScore: 'POOR' });
    expect(poor.advertisedRate).toBeGreaterThan(great.advertisedRate);
    expect(poor.weeklyRepaymentAmount).toBeGreaterThan(great.weeklyRepaymentAmount);
  });

  it('refuses a price that is not positive', async () => {
    await expect(port().quote({ ...request, purchasePrice: 0 })).rejects.toThrow();
  });
});

describe('provider adapter on the wire', () => {
  const provider = () => providerFinanceQuotePort(url, API_KEY);

  it('posts the SPEC 7 fields with the bearer key', async () => {
    seen.length = 0;
    await provider().quote(request);
    expect(seen[0]).toEqual({ authorization: `Bearer ${API_KEY}`, body: request });
  });

  it.each(['refuse', 'http-500', 'not-json', 'garbage'] as const)('%s is a service failure', async (failure) => {
    mode = failure;
    await expect(provider().quote(request)).rejects.toThrow(FinanceQuoteServiceError);
  });

  it("keeps the provider's reason for the log", async () => {
    mode = 'refuse';
    await expect(provider().quote(request)).rejects.toThrow('Vehicle too old to finance');
  });
});
