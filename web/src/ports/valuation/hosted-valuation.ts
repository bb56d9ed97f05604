import { z } from 'zod';
import type { RegoLookupResult, ValuationPort, ValuationResult } from './valuation-port';

/**
 * The hosted valuation service (a used-car price guide's trade-in API) over HTTP+JSON:
 *   POST {url}/rego-lookup  {rego, state}                      → 200 {vehicle} | 404 (not on the register)
 *   POST {url}/valuations   {year, make, model, variant, kms, answers, rego, regoState}
 *                                                              → 200 {outcome: 'offer', offer_price} | {outcome: 'no-estimate', reason}
 * with `Authorization: Bearer {key}`. Every call is bounded by a timeout; anything unexpected is a
 * ValuationServiceError that says what went wrong, which the callers turn into a shopper-facing
 * message (no online estimate, or enter the vehicle's details by hand).
 */
export type HostedValuationConfig = { url: string; apiKey: string; timeoutMs: number };

export class ValuationServiceError extends Error {
  override name = 'ValuationServiceError';
}

const vehicle = z.object({ year: z.number().int().min(1900).max(2100), make: z.string().min(1), model: z.string().min(1), variant: z.string().nullish() });
const lookupResponse = z.object({ vehicle });
const valuationResponse = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('offer'), offer_price: z.number().finite().positive() }),
  z.object({ outcome: z.literal('no-estimate'), reason: z.string().min(1) }),
]);

export function hostedValuationPort(config: HostedValuationConfig): ValuationPort {
  const base = config.url.replace(/\/+$/, '');

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ValuationServiceError(timedOut
        ? `The valuation service did not answer ${path} within ${config.timeoutMs} ms.`
        : `The valuation service could not be reached for ${path}: ${error instanceof Error ? error.message : String(error)}.`);
    }
    if (response.status === 404) return { status: 404, json: null };
    if (response.status === 401 || response.status === 403) throw new ValuationServiceError(`The valuation service refused the API key (${response.status}); check VALUATION_API_KEY.`);
    if (!response.ok) throw new ValuationServiceError(`The valuation service answered ${response.status} for ${path}.`);
    try {
      return { status: response.status, json: await response.json() };
    } catch {
      throw new ValuationServiceError(`The valuation service sent a response to ${path} that is not JSON.`);
    }
  }

  function parse<T>(schema: z.ZodType<T>, json: unknown, path: string): T {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new ValuationServiceError(`The valuation service sent an unexpected response to ${path}: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim());
  }

  return {
    adapter: 'hosted-valuation',
    async lookUpRego(rego, state): Promise<RegoLookupResult> {
      const { status, json } = await post('/rego-lookup', { rego, state });
      if (status === 404) return { found: false };
      return { found: true, vehicle: parse(lookupResponse, json, '/rego-lookup').vehicle };
    },
    async value(input): Promise<ValuationResult> {
      const { status, json } = await post('/valuations', {
        year: input.year, make: input.make, model: input.model, variant: input.variant ?? null, kms: input.kms,
        answers: input.answers, rego: input.rego ?? null, regoState: input.regoState ?? null,
      });
      if (status === 404) throw new ValuationServiceError('The valuation service has no /valuations endpoint at VALUATION_API_URL.');
      const body = parse(valuationResponse, json, '/valuations');
      return body.outcome === 'offer' ? { outcome: 'offer', offerPrice: Math.round(body.offer_price) } : { outcome: 'no-estimate', reason: body.reason };
    },
  };
}
