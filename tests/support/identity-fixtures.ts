import type { OpenDatabase } from '@dealer/migrations/database';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { databaseLimiter } from '@/identity/server/identity-limits';
import type { IdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleSendCode, handleVerifyCode } from '@/identity/server/sign-in-routes';
import { shopperAuthClient } from '@/identity/server/auth-client';
import { authCookieJar } from '@/identity/server/auth-cookie-jar';
import { DEMO_ANON_KEY } from '@/ports/auth/auth-config';
import { startLocalGoTrue, TestClock, type LocalGoTrueServer } from './local-gotrue-server';

export type IdentityTestApp = { deps: IdentityRouteDeps; clock: TestClock; close(): Promise<void> };

/**
 * The identity route handlers over a test database: each tenant host gets its own local GoTrue
 * over real HTTP (supabase-js talks to it as to Supabase), sites keyed by Host.
 */
export async function identityTestApp(handle: OpenDatabase, sites: Record<string, SiteConfig>): Promise<IdentityTestApp> {
  const clock = new TestClock();
  const servers: Record<string, LocalGoTrueServer> = {};
  for (const [host, site] of Object.entries(sites)) servers[host] = await startLocalGoTrue(handle.db, site.slug, clock);
  const limiter = databaseLimiter(handle.db);
  const hostOf = (request: Request) => (request.headers.get('host') ?? '').split(':')[0] ?? '';
  return {
    clock,
    deps: {
      site: async (host) => sites[(host ?? '').split(':')[0] ?? ''] ?? null,
      db: async () => handle.db,
      limiter: async () => limiter,
      auth(request) {
        const host = hostOf(request);
        const jar = authCookieJar(request.headers.get('cookie'));
        const server = servers[host]!;
        // The local GoTrue names its own address as the token issuer.
        return { supabase: shopperAuthClient(server.url, DEMO_ANON_KEY, jar.methods, false), jar, host: new URL(server.url).host };
      },
    },
    close: async () => {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

/** The newest code the local SMS inbox holds for a national phone on a tenant. */
export async function inboxCode(handle: OpenDatabase, siteSlug: string, phone: string): Promise<string> {
  const sms = await handle.db.selectFrom('sms_inbox').select('body').where('site_slug', '=', siteSlug).where('to_phone', '=', phone)
    .orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.body)![1]!;
}

/** Signs a phone in through the app's routes; the session cookies to send with later requests. */
export async function signedInCookie(app: IdentityTestApp, handle: OpenDatabase, host: string, siteSlug: string, phone: string): Promise<string> {
  const post = (path: string, body: unknown) => new Request(`http://${host}${path}`, {
    method: 'POST', body: JSON.stringify(body), headers: { host, 'content-type': 'application/json', 'x-dealer-socket-address': '192.0.2.200' },
  });
  const sent = await handleSendCode(post('/api/auth/send-code', { phone }), app.deps);
  if (sent.status !== 200) throw new Error(`send-code answered ${sent.status}`);
  const verified = await handleVerifyCode(post('/api/auth/verify-code', { phone, code: await inboxCode(handle, siteSlug, phone) }), app.deps);
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}`);
  return verified.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
