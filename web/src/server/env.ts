import { z } from 'zod';

/**
 * Server environment. Every hosted adapter is switched on by its variables; a partial set is a
 * startup error naming what is missing, so a typo never silently falls back to demo data.
 */
// Blank values count as unset: an empty `DATABASE_URL=` line in a .env file means "use the default".
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = z.preprocess(blankAsUnset, z.string().trim().optional());
/** An optional JSON object of string keys (e.g. site slugs) to values of `value`; `example` shows its shape. */
const jsonRecord = <T extends z.ZodType<string>>(value: T, example: string) => z.preprocess(blankAsUnset, z.string().optional()
  .transform((text, ctx) => {
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be JSON: ${example}` });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), value).optional()));
const optionalHttpUrl = z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional());

const schema = z.object({
  DATABASE_URL: optional,
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: optional,
  SANITY_API_READ_TOKEN: optional,
  // Signs Sanity's publish webhook to POST /api/revalidate; unset, the route is 404.
  SANITY_REVALIDATE_SECRET: optional,
  ALGOLIA_APP_ID: optional,
  ALGOLIA_SEARCH_API_KEY: optional,
  ALGOLIA_ADMIN_API_KEY: optional,
  ALGOLIA_INDEX: z.string().default('Car_production'),
  SEARCH_ADMIN_API_KEY: optional,
  // The dealer feed's key for POST /api/admin/vehicles/{id}; unset, the route refuses every call.
  VEHICLE_ADMIN_API_KEY: optional,
  // The operator's key for GET/POST /api/admin/lead-deliveries (dead letters); unset refuses every call.
  OPERATOR_API_KEY: optional,
  ROOT_DOMAIN: z.string().default('localhost'),
  // Proxies in front of the app whose X-Forwarded-For entries are believed (0: the app faces the
  // internet; 1: one load balancer or CDN; see README, operator notes).
  TRUSTED_PROXY_HOPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10).default(0)),
  // Requests one process serves at once, the rest waiting in arrival order (src/server/admission);
  // 0 turns the gate off. Raise it when pages mostly wait on hosted services rather than the CPU.
  ADMISSION_CONCURRENCY: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10_000).default(16)),
  // Requests allowed to wait; past it a request is refused at once (503, Retry-After).
  ADMISSION_QUEUE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100_000).default(1000)),
  // Megabytes of cached pages answered before Next's pipeline (src/server/cache/front-door-pages.ts); 0 turns it off.
  FRONT_DOOR_PAGES_MB: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(4096).default(64)),
  // Shared Redis for rate limits (and, later, the page cache) across instances; unset: the database.
  // Hosted Studios (comma-separated origins) allowed to frame the sites besides the platform host.
  STUDIO_ORIGINS: optional,
  REDIS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  DATA_DIR: optional,
  // Lead delivery (CRM): webhooks switch the local inbox off; see web/src/ports/crm/crm-config.ts.
  CRM_WEBHOOK_URL: optional,
  CRM_ADF_WEBHOOK_URL: optional,
  CRM_WEBHOOK_OVERRIDES: optional,
  CRM_WEBHOOK_SECRET: optional,
  CRM_WEBHOOK_TIMEOUT_MS: optional,
  // Trade-in valuation (rego lookup and offers); see web/src/ports/valuation/hosted-valuation.ts.
  VALUATION_API_URL: optionalHttpUrl,
  VALUATION_API_KEY: optional,
  VALUATION_API_TIMEOUT_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(100).max(60_000).default(8000)),
  // Vehicle page services (SPEC 7); see web/src/ports/{price-check,finance-quote,geocoding}/index.ts.
  AUTOGRAB_API_URL: optionalHttpUrl,
  AUTOGRAB_API_KEY: optional,
  FINANCE_QUOTE_URL: optionalHttpUrl,
  FINANCE_QUOTE_API_KEY: optional,
  GOOGLE_GEOCODING_API_KEY: optional,
  // Reviews (SPEC 2, 9): Google Business Profile; unset, the demo reviews. See web/src/ports/reviews.
  GOOGLE_BUSINESS_PROFILE_CLIENT_ID: optional,
  GOOGLE_BUSINESS_PROFILE_CLIENT_SECRET: optional,
  GOOGLE_BUSINESS_PROFILE_REFRESH_TOKEN: optional,
  GOOGLE_BUSINESS_PROFILE_LOCATIONS: jsonRecord(
    z.string().regex(/^accounts\/[^/\s]+\/locations\/[^/\s]+$/, 'each listing must read accounts/<id>/locations/<id>'),
    '{"<site slug>":"accounts/<id>/locations/<id>", "<site slug>/<location slug>":"accounts/<id>/locations/<id>"}',
  ),
  // Location maps (SPEC 2, 9): Google Maps Static and Embed APIs; unset, the drawn card. See web/src/ports/maps.
  GOOGLE_MAPS_API_KEY: optional,
  GOOGLE_MAPS_SITE_KEYS: jsonRecord(z.string().min(1), '{"<site slug>":"<Google Maps API key>"}'),
  // Shopper sign-in (SPEC 6): hosted Supabase Auth; unset, the app serves its own GoTrue at /auth/v1.
  SUPABASE_URL: optionalHttpUrl,
  SUPABASE_ANON_KEY: optional,
  SUPABASE_SERVICE_ROLE_KEY: optional,
  // Shopper SMS (alerts, and sign-in codes of the local GoTrue): Twilio's Messages API; unset, the local SMS inbox.
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  TWILIO_API_URL: optionalHttpUrl,
  // Shopper emails (receipts): Twilio SendGrid's Mail Send API; unset, the local email inbox.
  SENDGRID_API_KEY: optional,
  SENDGRID_FROM: optional,
  SENDGRID_API_URL: optionalHttpUrl,
  // Payments (SPEC 9 deposits, online payment): Stripe; unset, the local processor at /v1 (Stripe's protocol).
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  // Signs opt-out links in alert messages; unset, a key derived per database (see web/src/identity/alerts/opt-out-link.ts).
  ALERTS_LINK_SECRET: optional,
});

export type ServerEnv = z.infer<typeof schema>;

const groups: { name: string; vars: (keyof ServerEnv)[] }[] = [
  { name: 'Sanity content', vars: ['SANITY_PROJECT_ID', 'SANITY_DATASET'] },
  { name: 'Algolia search', vars: ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_ADMIN_API_KEY'] },
  { name: 'Trade-in valuation', vars: ['VALUATION_API_URL', 'VALUATION_API_KEY'] },
  { name: 'AutoGrab price check', vars: ['AUTOGRAB_API_URL', 'AUTOGRAB_API_KEY'] },
  { name: 'Google Business Profile reviews', vars: ['GOOGLE_BUSINESS_PROFILE_CLIENT_ID', 'GOOGLE_BUSINESS_PROFILE_CLIENT_SECRET', 'GOOGLE_BUSINESS_PROFILE_REFRESH_TOKEN', 'GOOGLE_BUSINESS_PROFILE_LOCATIONS'] },
  { name: 'Finance quote service', vars: ['FINANCE_QUOTE_URL', 'FINANCE_QUOTE_API_KEY'] },
  { name: 'Supabase Auth', vars: ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] },
  { name: 'Stripe payments', vars: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] },
  { name: 'Twilio SMS', vars: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] },
  { name: 'SendGrid email', vars: ['SENDGRID_API_KEY', 'SENDGRID_FROM'] },
];

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new EnvError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = result.data;
  for (const group of groups) {
    const set = group.vars.filter((v) => env[v]);
    const missing = group.vars.filter((v) => !env[v]);
    if (set.length > 0 && missing.length > 0) {
      throw new EnvError(`${group.name} is partly configured: set ${missing.join(', ')} (or unset ${set.join(', ')} to use the embedded default).`);
    }
  }
  // The read token only serves the hosted adapter (draft mode); alone it would be silently ignored.
  if (env.SANITY_API_READ_TOKEN && !env.SANITY_PROJECT_ID) {
    throw new EnvError('SANITY_API_READ_TOKEN is set without SANITY_PROJECT_ID and SANITY_DATASET: set them too (or unset the token to use the embedded default).');
  }
  if (env.SANITY_API_READ_TOKEN && /\s/.test(env.SANITY_API_READ_TOKEN)) {
    throw new EnvError('SANITY_API_READ_TOKEN must be a single token with no spaces (copy it from sanity.io/manage → API → Tokens).');
  }
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new EnvError('DATABASE_URL must be a postgres:// or postgresql:// connection string.');
  }
  return env;
}

let cached: ServerEnv | undefined;

/** The validated environment of this process (parsed once). */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
