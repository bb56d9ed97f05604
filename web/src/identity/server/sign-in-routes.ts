import { toE164 } from '@/lib/phone-e164';
import { clientAddress } from '@/server/rate-limits';
import { checkCode, checkDetails, checkPhone } from '../rules/identity-input';
import { SPEC_TEXT, TEXT } from '../rules/identity-text';
import { identityJson, readJsonObject, unavailable } from './identity-http';
import { consumeAll, LIMITS, RESEND_AFTER_SECONDS, WRONG_CODES_PER_CODE } from './identity-limits';
import type { IdentityRouteDeps } from './identity-route-deps';
import { shopperOf } from './shopper-session';
import { failedTriesSinceLastCode, lastCodeSentAt, recordVerification } from './verification-log';

const SECONDS_LEFT = /after (\d+) seconds?/;

/** The tenant, the JSON body and its checked phone; or the refusal to answer. */
async function readPhoneRequest(request: Request, deps: IdentityRouteDeps) {
  const site = await deps.site(request.headers.get('host'));
  if (!site) return identityJson({ success: false, error: TEXT.unknownSite }, 404);
  const read = await readJsonObject(request);
  if (!read.ok) return read.response;
  const phone = checkPhone(read.body.phone);
  if (!phone.ok) return identityJson({ success: false, error: phone.message, field: 'phone' }, 400);
  return { site, body: read.body, phone };
}

/**
 * POST /api/auth/send-code {phone, first_name?, last_name?, email?}: sends a sign-in code by SMS
 * through the auth port (supabase-js `signInWithOtp`, user metadata with the site's `website` and
 * `dealership_slug`, SPEC 7). Answers `{ success, resendAfterSeconds }`; refusals carry the
 * message to show and, for a resend that comes too early, the seconds left.
 */
export async function handleSendCode(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const read = await readPhoneRequest(request, deps);
    if (read instanceof Response) return read;
    const { site, phone } = read;
    const details = checkDetails(read.body);
    if (!details.ok) return identityJson({ success: false, error: details.message, field: details.field }, 400);

    const db = await deps.db();
    const row = { websiteSlug: site.slug, dealershipSlug: site.dealershipSlugs[0] ?? null, type: 'sms' as const, phone: phone.value };
    const last = await lastCodeSentAt(db, site.slug, phone.value);
    const waited = last ? (Date.now() - last.getTime()) / 1000 : Infinity;
    if (waited < RESEND_AFTER_SECONDS) {
      const left = Math.max(1, Math.ceil(RESEND_AFTER_SECONDS - waited));
      return identityJson({ success: false, error: TEXT.wait(left), resendAfterSeconds: left }, 429, undefined, { 'retry-after': String(left) });
    }
    const limit = await consumeAll(await deps.limiter(), [
      [LIMITS.codePerAddress, clientAddress(request)],
      [LIMITS.codePerPhone, `${site.slug}\n${phone.value}`],
    ]);
    if (!limit.allowed) {
      await recordVerification(db, { ...row, outcome: 'refused' });
      return identityJson({ success: false, error: SPEC_TEXT.tooMany }, 429, undefined, { 'retry-after': String(limit.retryAfterSeconds) });
    }

    const { supabase, jar } = deps.auth(request);
    const { error } = await supabase.auth.signInWithOtp({
      phone: toE164(phone.value),
      options: { shouldCreateUser: true, data: { ...details.value, website: site.slug, dealership_slug: row.dealershipSlug } },
    });
    if (error) {
      await recordVerification(db, { ...row, outcome: 'refused' });
      const seconds = error.code === 'over_sms_send_rate_limit' ? Number(SECONDS_LEFT.exec(error.message)?.[1] ?? 0) : 0;
      if (seconds > 0) return identityJson({ success: false, error: TEXT.wait(seconds), resendAfterSeconds: seconds }, 429, jar);
      if (error.status === 429) return identityJson({ success: false, error: SPEC_TEXT.tooMany }, 429, jar);
      if (error.status === 400 || error.status === 422) return identityJson({ success: false, error: TEXT.mobile, field: 'phone' }, 400, jar);
      throw error;
    }
    await recordVerification(db, { ...row, outcome: 'sent' });
    return identityJson({ success: true, resendAfterSeconds: RESEND_AFTER_SECONDS }, 200, jar);
  } catch (error) {
    return unavailable('send code', error);
  }
}

/**
 * POST /api/auth/verify-code {phone, code}: checks the code (supabase-js `verifyOtp` with type
 * sms); on success the session is in the shopper's cookies and the answer names the shopper.
 * After 5 wrong codes the code is void: the next try is refused even with the right code.
 */
export async function handleVerifyCode(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const read = await readPhoneRequest(request, deps);
    if (read instanceof Response) return read;
    const { site, phone } = read;
    const code = checkCode(read.body.code);
    if (!code.ok) return identityJson({ success: false, error: code.message, field: 'code' }, 400);

    const db = await deps.db();
    const row = { websiteSlug: site.slug, dealershipSlug: site.dealershipSlugs[0] ?? null, type: 'verify' as const, phone: phone.value };
    const limit = await consumeAll(await deps.limiter(), [[LIMITS.verifyPerAddress, clientAddress(request)]]);
    if (!limit.allowed || (await failedTriesSinceLastCode(db, site.slug, phone.value)) >= WRONG_CODES_PER_CODE) {
      await recordVerification(db, { ...row, outcome: 'failed' });
      return identityJson({ success: false, error: SPEC_TEXT.tooMany }, 429);
    }

    const auth = deps.auth(request);
    const { data, error } = await auth.supabase.auth.verifyOtp({ phone: toE164(phone.value), token: code.value, type: 'sms' });
    if (error || !data.user) {
      if (error && error.status !== undefined && error.status >= 500) throw error;
      await recordVerification(db, { ...row, outcome: 'failed' });
      return identityJson({ success: false, error: SPEC_TEXT.invalidCode, field: 'code' }, 400, auth.jar);
    }
    await recordVerification(db, { ...row, outcome: 'verified', userId: data.user.id });
    const metadata = data.user.user_metadata as Record<string, unknown>;
    const shopper = { id: data.user.id, phone: phone.value, firstName: typeof metadata.first_name === 'string' ? metadata.first_name : null };
    return identityJson({ success: true, shopper }, 200, auth.jar);
  } catch (error) {
    return unavailable('verify code', error);
  }
}

/** POST /api/auth/sign-out: ends this session at the auth service (its refresh token stops working) and clears the cookies. */
export async function handleSignOut(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const { supabase, jar } = deps.auth(request);
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error) throw error;
    return identityJson({ success: true }, 200, jar);
  } catch (error) {
    return unavailable('sign out', error);
  }
}

/** GET /api/auth/session: whether this browser is signed in, for the header's island; never cached. */
export async function handleSession(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const auth = deps.auth(request);
    const shopper = request.headers.get('cookie') ? await shopperOf(auth) : null;
    return identityJson(shopper ? { signedIn: true, shopper } : { signedIn: false, shopper: null }, 200, auth.jar);
  } catch (error) {
    return unavailable('session', error);
  }
}
