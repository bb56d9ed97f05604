import { parseCookieHeader, serializeCookieHeader, type CookieMethodsServer, type CookieOptions } from '@supabase/ssr';

type PendingCookie = { name: string; value: string; options: CookieOptions };

export type AuthCookieJar = {
  /** What @supabase/ssr's server client reads and writes. */
  methods: CookieMethodsServer;
  /** Cookies the client set (a sign-in, a refresh, a sign-out), as `Set-Cookie` headers plus the cache headers @supabase/ssr asks for. */
  applyTo(headers: Headers): void;
  /** The request's `Cookie` header with the client's changes applied (for the page behind the proxy). */
  cookieHeader(): string;
  changed(): boolean;
};

/**
 * The cookies of one request as @supabase/ssr wants them: read from the `Cookie` header, written
 * back to the response. `setAll`'s second argument carries `Cache-Control: private, no-store`
 * (and friends) whenever auth cookies change: a response setting a shopper's session must never be
 * cached for someone else, so those headers are applied with the cookies.
 */
export function authCookieJar(cookieHeader: string | null): AuthCookieJar {
  const current = new Map<string, string>();
  for (const cookie of parseCookieHeader(cookieHeader ?? '')) current.set(cookie.name, cookie.value ?? '');
  const pending: PendingCookie[] = [];
  const cacheHeaders: Record<string, string> = {};
  return {
    methods: {
      getAll: () => [...current].map(([name, value]) => ({ name, value })),
      setAll(cookies, headers) {
        for (const cookie of cookies) {
          pending.push(cookie);
          if (cookie.value && cookie.options.maxAge !== 0) current.set(cookie.name, cookie.value);
          else current.delete(cookie.name);
        }
        Object.assign(cacheHeaders, headers ?? {});
      },
    },
    applyTo(headers) {
      for (const { name, value, options } of pending) headers.append('set-cookie', serializeCookieHeader(name, value, options));
      for (const [name, value] of Object.entries(cacheHeaders)) headers.set(name, value);
    },
    cookieHeader: () => [...current].map(([name, value]) => `${name}=${value}`).join('; '),
    changed: () => pending.length > 0,
  };
}
