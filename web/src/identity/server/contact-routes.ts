import { normaliseAuPhone } from '@/leads/phone/phone';
import { contactExists } from '@/leads/server/lead-store';
import { clientAddress } from '@/server/rate-limits';
import { SPEC_TEXT, TEXT } from '../rules/identity-text';
import { identityJson, readJsonObject, unavailable } from './identity-http';
import { consumeAll, LIMITS, RESEND_AFTER_SECONDS } from './identity-limits';
import type { IdentityRouteDeps } from './identity-route-deps';
import { shopperOf } from './shopper-session';
import { lastCodeSentAt } from './verification-log';

/**
 * GET /api/check-if-contact-exists?phone_number= (SPEC 7: reads data and error). Whether this site
 * already knows the number tells a stranger something about a person, so only the signed-in
 * owner of that phone gets the truth; everyone else gets `{ exists: false }` for every number.
 * Rate-limited per address, whoever asks.
 */
export async function handleCheckContact(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return identityJson({ data: null, error: TEXT.unknownSite }, 404);
    const raw = new URL(request.url).searchParams.get('phone_number') ?? '';
    if (!raw.trim()) return identityJson({ data: null, error: SPEC_TEXT.required }, 400);
    const phone = normaliseAuPhone(raw);
    if (!phone) return identityJson({ data: null, error: TEXT.phone }, 400);
    const limit = await consumeAll(await deps.limiter(), [[LIMITS.contactCheckPerAddress, clientAddress(request)]]);
    if (!limit.allowed) return identityJson({ data: null, error: SPEC_TEXT.tooMany }, 429, undefined, { 'retry-after': String(limit.retryAfterSeconds) });
    const auth = deps.auth(request);
    const shopper = request.headers.get('cookie') ? await shopperOf(auth) : null;
    const owner = shopper?.phone === phone;
    const exists = owner ? await contactExists(await deps.db(), site.slug, phone) : false;
    return identityJson({ data: { exists }, error: null }, 200, auth.jar);
  } catch (error) {
    return unavailable('check contact', error);
  }
}

/**
 * POST /api/rate-limit {phone} (SPEC 7, called before a code is sent): OK when a code to this
 * phone would be sent now, else 429 with 'Too many verification attempts. Please try again
 * later.' It only looks at the same counters the send uses (per phone on this site, per address,
 * and the wait between two codes); it counts nothing itself.
 */
export async function handleRateLimit(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return identityJson({ success: false, error: TEXT.unknownSite }, 404);
    const read = await readJsonObject(request);
    if (!read.ok) return read.response;
    // Any Australian number is checked (a landline simply never gets a code).
    const raw = typeof read.body.phone === 'string' ? read.body.phone : '';
    if (!raw.trim()) return identityJson({ success: false, error: SPEC_TEXT.required }, 400);
    const normalised = normaliseAuPhone(raw);
    if (!normalised) return identityJson({ success: false, error: TEXT.phone }, 400);
    const phone = { value: normalised };
    const limiter = await deps.limiter();
    const checks = [
      await limiter.peek(LIMITS.codePerAddress, clientAddress(request)),
      await limiter.peek(LIMITS.codePerPhone, `${site.slug}\n${phone.value}`),
    ];
    const last = await lastCodeSentAt(await deps.db(), site.slug, phone.value);
    const wait = last ? Math.ceil(RESEND_AFTER_SECONDS - (Date.now() - last.getTime()) / 1000) : 0;
    const refused = checks.find((check) => !check.allowed);
    if (refused || wait > 0) {
      const retryAfter = refused ? refused.retryAfterSeconds : wait;
      return identityJson({ success: false, error: SPEC_TEXT.tooMany }, 429, undefined, { 'retry-after': String(retryAfter) });
    }
    return identityJson({ success: true });
  } catch (error) {
    return unavailable('rate limit', error);
  }
}
