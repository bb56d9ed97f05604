import { clientAddress, RATE_LIMITS, takeRateLimit } from '@/server/rate-limits';
import { SPEC_TEXT } from '../../leads/messages';
import { fieldErrors } from '../../leads/schema/field-errors';
import { miscellaneousSchema } from '../../leads/schema/miscellaneous-schema';
import { invalidResponse, notFoundResponse, okResponse, unavailableResponse } from '../../leads/server/lead-http';
import type { LeadRouteDeps } from '../../leads/server/lead-route-deps';
import { saveShownValuation } from './shown-valuation';
import { tenantAndBody } from '../../leads/server/tenant-request';

const NOT_FOUND = 'This valuation could not be found. Please contact us and we will confirm your valuation.';
const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * POST /api/miscellaneous (SPEC 7): the valuation result plus column_name 'valuation', saved
 * against the trade-in lead; logs success or failure ('Failed to save valuation data').
 */
export async function handleMiscellaneous(request: Request, deps: LeadRouteDeps): Promise<Response> {
  let leadId: string | undefined;
  try {
    const input = await tenantAndBody(request, deps);
    if (!input.ok) return input.response;
    const parsed = miscellaneousSchema.safeParse(input.body);
    if (!parsed.success) return invalidResponse(fieldErrors(parsed.error));
    leadId = parsed.data.lead_id;
    const db = await deps.db();
    const limit = await takeRateLimit(await deps.rateLimits(), input.site.slug, [{ rule: RATE_LIMITS.miscellaneousPerIp, key: clientAddress(request) }]);
    if (!limit.allowed) {
      return Response.json({ error: TOO_MANY }, { status: 429, headers: { 'cache-control': 'no-store' } });
    }
    const result = await saveShownValuation(db, input.site.slug, parsed.data);
    if (result.status === 'not-found') {
      console.warn(SPEC_TEXT.valuationSaveFailed, { site: input.site.slug, lead_id: leadId, reason: 'no such valuation for this lead' });
      return notFoundResponse(NOT_FOUND);
    }
    console.info('[miscellaneous] valuation data saved', { site: input.site.slug, lead_id: leadId, matches: result.matches });
    return okResponse({ success: true, lead_id: leadId, column_name: parsed.data.column_name });
  } catch (error) {
    console.error(SPEC_TEXT.valuationSaveFailed, { lead_id: leadId ?? null, error: error instanceof Error ? error.message : String(error) });
    return unavailableResponse();
  }
}
