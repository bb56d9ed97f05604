import { z } from 'zod';
import type { ServerEnv } from '@/server/env';

/**
 * Where leads go (the lead-delivery port). With no CRM variables set, every lead goes to the
 * local inbox (/dev/inbox). With webhooks set, each tenant's leads are POSTed to:
 *   CRM_WEBHOOK_URL        JSON (the lead document) for every tenant
 *   CRM_ADF_WEBHOOK_URL    ADF/XML 1.0 for every tenant
 *   CRM_WEBHOOK_OVERRIDES  JSON {"<site slug>": {"json": "https://…", "adf": "https://…"}}: a listed
 *                          tenant uses its own endpoints instead of the two above
 *   CRM_WEBHOOK_SECRET     optional; signs each body (X-Lead-Signature: t=<unix>,v1=<hex HMAC of
 *                          "<t>.<body>">; receivers refuse it after 300 s, see webhook-signature.ts)
 *   CRM_WEBHOOK_TIMEOUT_MS optional; per attempt, default 10000
 */
export type WebhookFormat = 'json' | 'adf';
export type WebhookTarget = { format: WebhookFormat; url: string };

export type CrmConfig =
  | { adapter: 'local-inbox' }
  | { adapter: 'webhook'; defaults: WebhookTarget[]; overrides: Record<string, WebhookTarget[]>; secret: string | null; timeoutMs: number };

export class CrmConfigError extends Error {
  override name = 'CrmConfigError';
}

const httpsUrl = z.url({ protocol: /^https?$/ });
const overridesSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), z.object({ json: httpsUrl.optional(), adf: httpsUrl.optional() }).strict());

export const LOCAL_INBOX = 'local-inbox';
export const destinationName = (format: WebhookFormat) => `webhook-${format}`;

type CrmEnv = Pick<ServerEnv, 'CRM_WEBHOOK_URL' | 'CRM_ADF_WEBHOOK_URL' | 'CRM_WEBHOOK_OVERRIDES' | 'CRM_WEBHOOK_SECRET' | 'CRM_WEBHOOK_TIMEOUT_MS'>;

function url(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!httpsUrl.safeParse(value).success) throw new CrmConfigError(`${name} must be an http(s) URL.`);
  return value;
}

export function parseCrmConfig(env: CrmEnv): CrmConfig {
  const json = url('CRM_WEBHOOK_URL', env.CRM_WEBHOOK_URL);
  const adf = url('CRM_ADF_WEBHOOK_URL', env.CRM_ADF_WEBHOOK_URL);
  const anyDefault = Boolean(json || adf);
  if (!anyDefault) {
    const stray = (['CRM_WEBHOOK_OVERRIDES', 'CRM_WEBHOOK_SECRET', 'CRM_WEBHOOK_TIMEOUT_MS'] as const).filter((k) => env[k]);
    // Overrides alone would leave unlisted tenants with nowhere to send their leads.
    if (stray.length > 0) throw new CrmConfigError(`CRM webhooks are partly configured: set CRM_WEBHOOK_URL or CRM_ADF_WEBHOOK_URL (or unset ${stray.join(', ')} to use the local inbox).`);
    return { adapter: 'local-inbox' };
  }
  let overrides: Record<string, WebhookTarget[]> = {};
  if (env.CRM_WEBHOOK_OVERRIDES) {
    let raw: unknown;
    try {
      raw = JSON.parse(env.CRM_WEBHOOK_OVERRIDES);
    } catch {
      throw new CrmConfigError('CRM_WEBHOOK_OVERRIDES must be JSON: {"<site slug>": {"json": "https://…", "adf": "https://…"}}.');
    }
    const parsed = overridesSchema.safeParse(raw);
    if (!parsed.success) throw new CrmConfigError(`CRM_WEBHOOK_OVERRIDES is invalid: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    overrides = Object.fromEntries(Object.entries(parsed.data).map(([slug, t]) => {
      const targets = [t.json && { format: 'json' as const, url: t.json }, t.adf && { format: 'adf' as const, url: t.adf }].filter((x): x is WebhookTarget => Boolean(x));
      if (targets.length === 0) throw new CrmConfigError(`CRM_WEBHOOK_OVERRIDES.${slug} names no endpoint.`);
      return [slug, targets];
    }));
  }
  const timeoutMs = env.CRM_WEBHOOK_TIMEOUT_MS ? Number(env.CRM_WEBHOOK_TIMEOUT_MS) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) throw new CrmConfigError('CRM_WEBHOOK_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000.');
  const defaults = [json && { format: 'json' as const, url: json }, adf && { format: 'adf' as const, url: adf }].filter((x): x is WebhookTarget => Boolean(x));
  return { adapter: 'webhook', defaults, overrides, secret: env.CRM_WEBHOOK_SECRET ?? null, timeoutMs };
}

export function webhookTargets(config: Extract<CrmConfig, { adapter: 'webhook' }>, siteSlug: string): WebhookTarget[] {
  return config.overrides[siteSlug] ?? config.defaults;
}

/** The outbox destinations a new lead of this tenant gets. */
export function destinationsFor(config: CrmConfig, siteSlug: string): string[] {
  if (config.adapter === 'local-inbox') return [LOCAL_INBOX];
  return webhookTargets(config, siteSlug).map((t) => destinationName(t.format));
}
