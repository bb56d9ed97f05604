import { sameSitePath } from '@/server/http/same-site-path';

/** Where sign-in sends the shopper: same-site paths only, never back to sign-in itself. */
export function signInTargets(query: { redirect?: unknown; back?: unknown }): { redirect: string; back: string } {
  const safe = (raw: unknown) => {
    const path = sameSitePath(Array.isArray(raw) ? raw[0] : raw);
    return path && !/^\/sign-in(?:[/?#]|$)/.test(path) ? path : null;
  };
  const back = safe(query.back) ?? '/';
  return { redirect: safe(query.redirect) ?? back, back };
}

/** The heading of the sign-in page for a `type` (SPEC 2: type watchlist when saving while signed out). */
export function signInHeading(type: unknown): string {
  return type === 'watchlist' ? 'Sign in to save cars to your watchlist' : 'Sign in with your mobile';
}
