import { valuationPort, type ValuationPort } from '@/ports/valuation';
import { clientAddress, RATE_LIMITS, takeRateLimit } from '@/server/rate-limits';
import { fieldErrors } from '../../leads/schema/field-errors';
import { regoLookupSchema } from '../../leads/schema/trade-in-schemas';
import { invalidResponse, notFoundResponse, okResponse, unavailableResponse } from '../../leads/server/lead-http';
import type { LeadRouteOptions } from '../../leads/server/lead-route';
import type { LeadRouteDeps } from '../../leads/server/lead-route-deps';
import { acceptOffer } from './offer-acceptance';
import { tenantAndBody } from '../../leads/server/tenant-request';
import { valueTradeIn } from './trade-in';

/** The trade-in lead's extra step: the valuation offer joins the response. */
export const tradeInRouteOptions: LeadRouteOptions = {
  after: async (site, stored, deps) => ({ valuation: await valueTradeIn(await deps.db(), site.slug, stored, valuationPort()) }),
};

const NOT_FOUND_OFFER = 'This offer could not be found. Please contact us and we will confirm your valuation.';
const REGO_NOT_FOUND = "We couldn't find that registration. Please enter your vehicle's details.";
const REGO_UNAVAILABLE = "We couldn't look up that registration just now. Please enter your vehicle's details.";
const TOO_MANY_LOOKUPS = 'Too many registration lookups. Please enter your vehicle\'s details instead.';

/** POST /api/trade-in/accept: SPEC 7 offer acceptance, an offer-accepted lead ('3. Offer Accepted'). */
export async function handleOfferAcceptance(request: Request, deps: LeadRouteDeps): Promise<Response> {
  try {
    const input = await tenantAndBody(request, deps);
    if (!input.ok) return input.response;
    const result = await acceptOffer(await deps.db(), input.site, input.body, deps.destinations(input.site.slug));
    if (result.status === 'invalid') return invalidResponse(result.errors);
    if (result.status === 'not-found') return notFoundResponse(NOT_FOUND_OFFER);
    if (!result.duplicate) deps.stored();
    return okResponse({ lead_id: result.leadId, duplicate: result.duplicate, offer_price: result.offerPrice, category: 'Trade-In', subcategory: '3. Offer Accepted' }, result.duplicate ? 200 : 201);
  } catch (error) {
    console.error('[trade-in] offer acceptance could not be stored', error instanceof Error ? error.message : error);
    return unavailableResponse();
  }
}

/** POST /api/trade-in/rego-lookup: SPEC 7 rego lookup (rego, regoState) → the vehicle, when known. */
export async function handleRegoLookup(request: Request, deps: LeadRouteDeps): Promise<Response> {
  try {
    const input = await tenantAndBody(request, deps);
    if (!input.ok) return input.response;
    const parsed = regoLookupSchema.safeParse(input.body);
    if (!parsed.success) return invalidResponse(fieldErrors(parsed.error));
    const limit = await takeRateLimit(await deps.rateLimits(), input.site.slug, [{ rule: RATE_LIMITS.regoLookupPerIp, key: clientAddress(request) }]);
    if (!limit.allowed) return Response.json({ error: TOO_MANY_LOOKUPS }, { status: 429 });
    let result: Awaited<ReturnType<ValuationPort['lookUpRego']>>;
    try {
      result = await valuationPort().lookUpRego(parsed.data.rego!, parsed.data.regoState);
    } catch (error) {
      // The register is down or slow: the shopper can still type the details in.
      console.error('[trade-in] rego lookup failed', error instanceof Error ? error.message : error);
      return Response.json({ error: REGO_UNAVAILABLE }, { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } });
    }
    return result.found ? okResponse({ vehicle: result.vehicle }) : notFoundResponse(REGO_NOT_FOUND);
  } catch (error) {
    console.error('[trade-in] rego lookup failed', error instanceof Error ? error.message : error);
    return unavailableResponse();
  }
}
