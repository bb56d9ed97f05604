import * as z from 'zod/mini';
import { SPEC_TEXT, TEXT } from '../messages';
import { phone } from '../schema/fields';
import { clientIp, notFoundResponse, readJsonBody } from './lead-http';
import type { LeadRouteDeps } from './lead-route-deps';
import { contactExists } from './lead-store';
import { CONTACT_CHECK_PER_IP, CONTACT_CHECK_PER_PHONE, takeRateLimit, VERIFICATION_PER_IP, VERIFICATION_PER_PHONE } from './rate-limit';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
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
    const allowed = await takeRateLimit(await deps.db(), site.slug, [
      { rule: VERIFICATION_PER_PHONE, key: parsed.data.phone },
      { rule: VERIFICATION_PER_IP, key: clientIp(request) },
    ]);
    return allowed ? json({ success: true }) : json({ success: false, error: SPEC_TEXT.rateLimited }, 429);
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
    const allowed = await takeRateLimit(db, site.slug, [
      { rule: CONTACT_CHECK_PER_IP, key: clientIp(request) },
      { rule: CONTACT_CHECK_PER_PHONE, key: `${site.slug}:${parsed.data.phone}` },
    ]);
    if (!allowed) return json({ data: null, error: SPEC_TEXT.rateLimited }, 429);
    return json({ data: { exists: await contactExists(db, site.slug, parsed.data.phone) }, error: null });
  } catch (error) {
    console.error('[check-if-contact-exists] failed', error instanceof Error ? error.message : error);
    return json({ data: null, error: TEXT.unavailable }, 503);
  }
}
