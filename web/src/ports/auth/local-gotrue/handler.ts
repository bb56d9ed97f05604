import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '@dealer/migrations/database-types';
import type { MessagingPort } from '@/ports/messaging/messaging-port';
import { fromE164 } from '../../../lib/phone-e164';
import { verifyAccessToken } from './access-tokens';
import { apiKeyResponse, baseHeaders, errorResponse, errors, GoTrueError } from './gotrue-errors';
import { consumeCode, issueCode, OTP_EXPIRY_SECONDS, secondsUntilResend } from './otp-codes';
import { endSessions, refreshSession, sessionExists, startSession } from './sessions';
import { signingKey } from './signing-keys';
import { createUser, findUser, findUserById, markSignedIn, userJson } from './users';

export type LocalGoTrueDeps = {
  db: Kysely<Database>;
  /** The tenant of a Host header; GoTrue's users, codes and sessions are the tenant's own. */
  site(host: string | null): Promise<{ slug: string; name: string } | null>;
  sms(): Promise<MessagingPort>;
  /** API keys accepted as `apikey` (the demo's public anon key). */
  apiKeys: readonly string[];
  /**
   * Per-address limits for calls that come from the network (null address: the app calling in
   * process, which has applied its own limits already). False refuses with GoTrue's 429.
   */
  allowFromAddress?(kind: 'otp' | 'verify', siteSlug: string, address: string): Promise<boolean>;
  now?: () => Date;
};

/** GoTrue refuses more than this many codes an hour to one phone (its `RATE_LIMIT_SMS_SENT`, per phone here). */
export const SMS_PER_PHONE_PER_HOUR = 5;
const MAX_BODY_BYTES = 16 * 1024;

const otpBody = z.object({ phone: z.string(), data: z.optional(z.record(z.string(), z.unknown())), create_user: z.optional(z.boolean()), channel: z.optional(z.string()) });
const verifyBody = z.object({ phone: z.optional(z.string()), token: z.optional(z.string()), type: z.string() });
const refreshBody = z.object({ refresh_token: z.string() });

/** E.164 digits without the plus, as GoTrue keeps phones; null when not a phone number. */
function gotruePhone(input: string): string | null {
  const digits = input.replace(/[\s+()-]/g, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...baseHeaders(), ...headers } });

function sameKey(given: string, accepted: readonly string[]): boolean {
  const a = Buffer.from(given);
  return accepted.some((key) => {
    const b = Buffer.from(key);
    return a.length === b.length && timingSafeEqual(a, b);
  });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw errors.badBody();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errors.badBody();
  }
}

function bearer(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw errors.noAuthorization();
  return match[1];
}

/**
 * The embedded default of the auth port: the part of Supabase's GoTrue that @supabase/supabase-js
 * and @supabase/ssr call for phone sign-in, with GoTrue's paths, bodies, status codes and errors,
 * so the same client code runs against it and against Supabase. `path` is what follows /auth/v1.
 * `clientAddress` is the caller's address, or null when the app calls in process.
 */
export async function handleLocalGoTrue(request: Request, path: string, deps: LocalGoTrueDeps, clientAddress: string | null): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  try {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: baseHeaders() });
    if (request.method === 'GET' && path === '/.well-known/jwks.json') {
      const key = await signingKey(deps.db);
      return json({ keys: [key.publicJwk] }, 200, { 'cache-control': 'public, max-age=600' });
    }
    const apikey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
    if (!apikey) return apiKeyResponse('missing');
    if (!sameKey(apikey, deps.apiKeys)) return apiKeyResponse('invalid');

    const host = request.headers.get('host') ?? new URL(request.url).host;
    const site = await deps.site(host);
    if (!site) throw errors.notFound();
    const issuer = `${new URL(request.url).protocol}//${host}/auth/v1`;
    const route = `${request.method} ${path}`;

    if (route === 'GET /health') return json({ version: 'local', name: 'GoTrue', description: 'GoTrue subset of the dealer platform (phone OTP)' });
    if (route === 'GET /settings') {
      return json({ external: { phone: true, email: false }, disable_signup: false, mailer_autoconfirm: false, phone_autoconfirm: false, sms_provider: (await deps.sms()).adapter });
    }

    if (route === 'POST /otp') {
      const body = otpBody.safeParse(await readJson(request));
      if (!body.success) throw errors.invalidPhone();
      const phone = gotruePhone(body.data.phone);
      if (!phone) throw errors.invalidPhone();
      if (clientAddress && deps.allowFromAddress && !(await deps.allowFromAddress('otp', site.slug, clientAddress))) throw errors.smsHourly();
      const wait = await secondsUntilResend(deps.db, site.slug, phone, now);
      if (wait > 0) throw errors.smsFrequency(wait);
      const sentLastHour = await deps.db.selectFrom('auth_otp_codes').select((eb) => eb.fn.countAll<string>().as('n'))
        .where('site_slug', '=', site.slug).where('phone', '=', phone).where('sent_at', '>', new Date(now.getTime() - 3600_000)).executeTakeFirstOrThrow();
      if (Number(sentLastHour.n) >= SMS_PER_PHONE_PER_HOUR) throw errors.smsHourly();
      const existing = await findUser(deps.db, site.slug, phone);
      if (!existing) {
        if (body.data.create_user === false) throw errors.signupsDisabled();
        await createUser(deps.db, site.slug, phone, body.data.data ?? {}, now);
      }
      // GoTrue sends a phone's first code through its sign-up path, which answers {} (no message id).
      const confirmed = existing?.phone_confirmed_at != null;
      const code = await issueCode(deps.db, site.slug, phone, now);
      try {
        const sent = await (await deps.sms()).sendSms({
          siteSlug: site.slug, to: fromE164(phone), kind: 'otp',
          body: `Your ${site.name} verification code is ${code}. It expires in ${OTP_EXPIRY_SECONDS / 60} minutes. Never share it.`,
        });
        return json(confirmed ? { message_id: sent.id } : {});
      } catch (error) {
        console.error('[local gotrue] sms failed', error instanceof Error ? error.message : error);
        throw errors.smsFailed();
      }
    }

    if (route === 'POST /verify') {
      const body = verifyBody.safeParse(await readJson(request));
      if (!body.success) throw errors.verifyType();
      if (body.data.type !== 'sms') throw errors.verifyType();
      if (!body.data.token) throw errors.missingToken();
      const phone = gotruePhone(body.data.phone ?? '');
      if (!phone) throw errors.invalidPhone();
      if (clientAddress && deps.allowFromAddress && !(await deps.allowFromAddress('verify', site.slug, clientAddress))) {
        throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      const user = await findUser(deps.db, site.slug, phone);
      if (!user || !(await consumeCode(deps.db, site.slug, phone, body.data.token.trim(), now))) throw errors.otpExpired();
      const signedIn = await markSignedIn(deps.db, user, now);
      return json(await startSession({ db: deps.db, siteSlug: site.slug, issuer, now }, signedIn));
    }

    if (route === 'POST /token') {
      const grant = new URL(request.url).searchParams.get('grant_type');
      if (grant !== 'refresh_token') throw errors.grantType();
      const body = refreshBody.safeParse(await readJson(request));
      if (!body.success) throw errors.refreshNotFound();
      return json(await refreshSession({ db: deps.db, siteSlug: site.slug, issuer, now }, body.data.refresh_token));
    }

    if (route === 'GET /user' || route === 'POST /logout') {
      const claims = await verifyAccessToken(deps.db, bearer(request), now);
      if (!(await sessionExists(deps.db, claims.session_id))) throw errors.sessionNotFound();
      const user = await findUserById(deps.db, site.slug, claims.sub);
      if (!user) throw errors.userNotFound();
      if (route === 'GET /user') return json(userJson(user));
      const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') throw new GoTrueError(400, 'validation_failed', 'Unsupported logout scope');
      await endSessions(deps.db, user.id, claims.session_id, scope);
      return new Response(null, { status: 204, headers: baseHeaders() });
    }

    throw errors.notFound();
  } catch (error) {
    if (error instanceof GoTrueError) return errorResponse(request, error);
    console.error('[local gotrue] failed', error instanceof Error ? error.message : error);
    return errorResponse(request, new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  }
}
