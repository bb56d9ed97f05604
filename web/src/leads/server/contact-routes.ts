import * as z from 'zod/mini';
import { clientAddress, RATE_LIMITS, takeRateLimit } from '@/server/rate-limits';
import { SPEC_TEXT, TEXT } from '../messages';
import { phone } from '../schema/fields';
import { notFoundResponse, readJsonBody } from './lead-http';
import type { LeadRouteDeps } from './lead-route-deps';
import { contactExists } from './lead-store';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
const phoneInput = z.object({ phone: phone() });

function firstMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? TEXT.phone;
}

/**
 * POST /api/rate-limit {phone} (SPEC 7): may this visitor send a verification code to this phone
 * now? 200 when yes; 429 'Too many verification attempts. Please try again later.' when the phone
 * or the IP address has used its allowance. The phone comes from the body, but nothing is read
 * about it: the answer depends only on how often this endpoint saw it.
 */
export async function handleRateLimit(request: Request, deps: LeadRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return notFoundResponse(TEXT.unknownSite);
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const parsed = phoneInput.safeParse(body.body);
    if (!parsed.success) return json({ success: false, error: firstMessage(parsed.error) }, 400);
    const limit = await takeRateLimit(await deps.rateLimits(), site.slug, [
      { rule: RATE_LIMITS.verificationPerIp, key: clientAddress(request) },
      { rule: RATE_LIMITS.verificationPerPhone, key: parsed.data.phone },
    ]);
    return limit.allowed ? json({ success: true }) : json({ success: false, error: SPEC_TEXT.rateLimited }, 429, { 'retry-after': String(limit.retryAfterSeconds) });
  } catch (error) {
    console.error('[rate-limit] check failed', error instanceof Error ? error.message : error);
    return json({ success: false, error: TEXT.unavailable }, 503);
  }
}

/**
 * GET /api/check-if-contact-exists?phone_number= (SPEC 7: reads data and error). Says only whether
 * this tenant already knows the number (it has sent a lead from it): no name, no email, nothing of
 * another tenant. Rate-limited per IP and per phone so it cannot be used to test a list of numbers.
 */
export async function handleCheckContact(request: Request, deps: LeadRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return json({ data: null, error: TEXT.unknownSite }, 404);
    const raw = new URL(request.url).searchParams.get('phone_number') ?? '';
    const parsed = phoneInput.safeParse({ phone: raw });
    if (!parsed.success) return json({ data: null, error: firstMessage(parsed.error) }, 400);
    const db = await deps.db();
    const limit = await takeRateLimit(await deps.rateLimits(), site.slug, [
      { rule: RATE_LIMITS.contactCheckPerIp, key: clientAddress(request) },
      { rule: RATE_LIMITS.contactCheckPerPhone, key: parsed.data.phone },
    ]);
    if (!limit.allowed) return json({ data: null, error: SPEC_TEXT.rateLimited }, 429, { 'retry-after': String(limit.retryAfterSeconds) });
    return json({ data: { exists: await contactExists(db, site.slug, parsed.data.phone) }, error: null });
  } catch (error) {
    console.error('[check-if-contact-exists] failed', error instanceof Error ? error.message : error);
    return json({ data: null, error: TEXT.unavailable }, 503);
  }
}
