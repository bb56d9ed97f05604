import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '@dealer/migrations/database';
import { migrate } from '@dealer/migrations/migrate';
import { FinanceNoRedirectError, type CustomerRequest, type FinanceQuotePort, type QuoteRequest } from '@/ports/finance-quote/finance-quote-port';
import { findLocalLenderCustomer, LOCAL_LENDER_REFUSED_EMAIL, localFinanceQuotePort, localQuote } from '@/ports/finance-quote/local-finance-quote';
import { FinanceQuoteServiceError, providerFinanceQuotePort } from '@/ports/finance-quote/provider-finance-quote';

/**
 * The finance-quote port contract (SPEC 7 "Finance quote": selfAssessedCreditScore,
 * purchasePrice, loanTerm, year, vin, nvic, whoIsHelping in; weeklyRepaymentAmount,
 * advertisedRate, comparisonRate out, or `{ error }`; "Create customer": `data` and
 * `additionalData` in, `redirectUrl` out), run against the embedded lender (PGlite) and against the
 * provider adapter talking to a local fake of the provider that quotes as the engine does, so both
 * must agree.
 */
const API_KEY = 'contract-key';
const request: QuoteRequest = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022, vin: 'JM0KF4W7A00000001', nvic: null, whoIsHelping: '' };

const customerRequest: CustomerRequest = {
  data: {
    nvic: null, vin: 'JM0KF4W7A00000001', selfAssessedCreditScore: 'DECENT', purchasePrice: 32_000, year: 2022, loanTerm: 5,
    phoneNumber: '0412345678', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subscribe: true, postCode: '4000',
  },
  additionalData: { lead_id: 'lead-1', category: 'Finance Enquiry', tags: ['YouX'] },
};

type Mode = 'normal' | 'refuse' | 'http-500' | 'not-json' | 'garbage' | 'no-redirect';
let mode: Mode = 'normal';
const seen: { path: string; authorization: string | undefined; body: unknown }[] = [];

async function fakeProvider(incoming: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as QuoteRequest;
  seen.push({ path: incoming.url ?? '', authorization: incoming.headers.authorization, body });
  const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  if (incoming.headers.authorization !== `Bearer ${API_KEY}`) return send(401, { error: 'Unauthorised' });
  if (mode === 'refuse') return send(422, { error: 'Vehicle too old to finance' });
  if (mode === 'http-500') return send(500, {});
  if (mode === 'not-json') return response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
  if (mode === 'garbage') return send(200, { weeklyRepaymentAmount: 'cheap' });
  if (incoming.url === '/api/create-customer') {
    if (mode === 'no-redirect') return send(200, { success: true });
    return send(200, { redirectUrl: `https://lender.example/applications/${(body as unknown as CustomerRequest).data.lastName}` });
  }
  if (!(body.purchasePrice > 0)) return send(400, { error: 'purchasePrice must be positive' });
  return send(200, localQuote(body));
}

const server = createServer((incoming, response) => void fakeProvider(incoming, response));
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/quick-quote`;
});
let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database);
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterAll(() => database.close());
beforeEach(() => { mode = 'normal'; });

const adapters: [string, () => FinanceQuotePort][] = [
  ['embedded lender', () => localFinanceQuotePort(async () => database.db)],
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

  it('creates a customer and answers the URL the shopper continues at', async () => {
    const { redirectUrl } = await port().createCustomer(customerRequest, 'metro-motor-group');
    expect(redirectUrl).toMatch(/^(https:\/\/|\/dev\/lender\/)/);
  });
});

describe('embedded lender', () => {
  it('keeps the customer for its application page, on its own site only', async () => {
    const { redirectUrl } = await localFinanceQuotePort(async () => database.db).createCustomer(customerRequest, 'metro-motor-group');
    const id = redirectUrl.split('/').pop()!;
    const found = await findLocalLenderCustomer(database.db, 'metro-motor-group', id);
    expect(found?.data).toEqual(customerRequest.data);
    expect(found?.quote.decision?.outcome).toBe('pre-approved');
    expect(await findLocalLenderCustomer(database.db, 'riverside-toyota', id)).toBeNull();
    expect(await findLocalLenderCustomer(database.db, 'metro-motor-group', 'not-an-id')).toBeNull();
  });

  it('refuses the test address, as a provider failure', async () => {
    const refused = { ...customerRequest, data: { ...customerRequest.data, email: LOCAL_LENDER_REFUSED_EMAIL } };
    await expect(localFinanceQuotePort(async () => database.db).createCustomer(refused, 'metro-motor-group')).rejects.toThrow(FinanceQuoteServiceError);
  });
});

describe('provider adapter on the wire', () => {
  const provider = () => providerFinanceQuotePort(url, API_KEY);

  it('posts the SPEC 7 fields with the bearer key', async () => {
    seen.length = 0;
    await provider().quote(request);
    expect(seen[0]).toEqual({ path: '/api/quick-quote', authorization: `Bearer ${API_KEY}`, body: request });
  });

  it('posts data and additionalData to create-customer beside the quick quote', async () => {
    seen.length = 0;
    expect(await provider().createCustomer(customerRequest, 'metro-motor-group')).toEqual({ redirectUrl: 'https://lender.example/applications/Lovelace' });
    expect(seen[0]).toEqual({ path: '/api/create-customer', authorization: `Bearer ${API_KEY}`, body: customerRequest });
  });

  it('an accepted customer without a redirect URL is its own failure', async () => {
    mode = 'no-redirect';
    await expect(provider().createCustomer(customerRequest, 'metro-motor-group')).rejects.toThrow(FinanceNoRedirectError);
  });

  it.each(['refuse', 'http-500', 'not-json'] as const)('create customer: %s is a service failure', async (failure) => {
    mode = failure;
    await expect(provider().createCustomer(customerRequest, 'metro-motor-group')).rejects.toThrow(FinanceQuoteServiceError);
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
