import { serverEnv } from '@/server/env';

/**
 * The demo's anon key. Like the anon key of Supabase's local stack it is public (README prints
 * it): it names the project, it grants nothing. The local GoTrue refuses requests without it,
 * as Supabase's API gateway does.
 */
export const DEMO_ANON_KEY = 'sb_publishable_dealer-platform-demo-anon-key';

/** The session cookie @supabase/ssr writes (and its `.0`, `.1` chunks when long). */
export const AUTH_COOKIE = 'sb-shopper-auth-token';

export type AuthConfig =
  | { adapter: 'supabase'; url: string; anonKey: string; serviceRoleKey: string | undefined }
  | { adapter: 'local-gotrue'; anonKey: string };

/** Supabase Auth when SUPABASE_URL and SUPABASE_ANON_KEY are set; else the app's own GoTrue at /auth/v1. */
export function authConfig(): AuthConfig {
  const env = serverEnv();
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    return { adapter: 'supabase', url: env.SUPABASE_URL.replace(/\/$/, ''), anonKey: env.SUPABASE_ANON_KEY, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY };
  }
  return { adapter: 'local-gotrue', anonKey: DEMO_ANON_KEY };
}
