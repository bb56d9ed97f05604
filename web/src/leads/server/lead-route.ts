import type { SiteConfig } from '@dealer/schemas/content/site';
import { isFormLeadKind, type FormLeadKind } from '../lead-kind';
import type { LeadValues } from '../schema/lead-schemas';
import { TEXT } from '../messages';
import { clientAddress, RATE_LIMITS, takeRateLimit } from '@/server/rate-limits';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { conflictResponse, invalidResponse, notFoundResponse, okResponse, readJsonBody, slotTakenResponse, tooManyResponse, unavailableResponse } from './lead-http';
import type { LeadRouteDeps } from './lead-route-deps';
import { submitLead, type SubmitResult } from './submit-lead';

type Stored = Extract<SubmitResult, { status: 'stored' }>;

export type LeadRouteOptions = {
  /** Extra work after the lead is stored (the trade-in valuation); its result joins the response. */
  after?: (site: SiteConfig, stored: Stored, deps: LeadRouteDeps) => Promise<Record<string, unknown>>;
};

function logFailure(what: string, error: unknown, context: Record<string, unknown>) {
  // No form values in logs: they are personal information.
  console.error(`[leads] ${what}`, { ...context, error: error instanceof Error ? error.message : String(error) });
}

/** The phone and email of a valid submission (already normalised by the form schema). */
function contactKeys(values: LeadValues): string[] {
  const keys: string[] = [];
  if (typeof values.phone === 'string' && values.phone !== '') keys.push(`phone:${values.phone}`);
  if (typeof values.email === 'string' && values.email !== '') keys.push(`email:${values.email.toLowerCase()}`);
  return keys;
}

/**
 * POST /api/leads/{kind}: the tenant from the Host header, the body bounded and validated with
 * the form's schema, the lead stored (with its outbox rows) before anything else. 201 with lead_id
 * (200 for a repeat of the same submission), 400 with every field's message, 503 when the lead
 * could not be stored.
 */
export async function handleLeadPost(request: Request, kindParam: string, deps: LeadRouteDeps, options: LeadRouteOptions = {}): Promise<Response> {
  if (!isFormLeadKind(kindParam)) return notFoundResponse('There is no such form.');
  const kind: FormLeadKind = kindParam;

  let site: SiteConfig | null;
  try {
    site = await deps.site(request.headers.get('host'));
  } catch (error) {
    logFailure('site lookup failed', error, { kind });
    return unavailableResponse();
  }
  if (!site) return notFoundResponse(TEXT.unknownSite);

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;

  let result: SubmitResult;
  try {
    const limits = await deps.rateLimits();
    const limit = await takeRateLimit(limits, site.slug, [{ rule: RATE_LIMITS.leadPerIp, key: clientAddress(request) }]);
    if (!limit.allowed) return tooManyResponse(limit.retryAfterSeconds);
    // The per-person limit counts valid submissions only: a typo never uses up a shopper's allowance.
    const admit = (values: LeadValues) => takeRateLimit(limits, site.slug, contactKeys(values).map((key) => ({ rule: RATE_LIMITS.leadPerContact, key })));
    const [db, locations] = await Promise.all([deps.db(), deps.locations(site)]);
    result = await submitLead({ db, locations, destinations: deps.destinations, admit }, { site, kind, body: body.body, userAgent: request.headers.get('user-agent'), origin: canonicalOrigin(site) });
  } catch (error) {
    logFailure('lead could not be stored', error, { kind, site: site.slug });
    return unavailableResponse();
  }
  if (result.status === 'invalid') return invalidResponse(result.errors);
  if (result.status === 'limited') return tooManyResponse(result.retryAfterSeconds);
  if (result.status === 'conflict') return conflictResponse();
  if (result.status === 'slot-taken') return slotTakenResponse();
  if (!result.duplicate) deps.stored();

  // The lead is stored: whatever follows can change the answer's extras, never its success.
  let extra: Record<string, unknown> = {};
  try {
    if (options.after) extra = await options.after(site, result, deps);
  } catch (error) {
    logFailure('after-storage step failed', error, { kind, site: site.slug, lead_id: result.leadId });
  }
  return okResponse({ lead_id: result.leadId, duplicate: result.duplicate, category: result.category, subcategory: result.subcategory, ...extra }, result.duplicate ? 200 : 201);
}
