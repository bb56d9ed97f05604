import Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/**
 * Webhook delivery as Stripe does it (docs.stripe.com/webhooks): each event is POSTed as JSON to
 * the endpoint with a `Stripe-Signature: t=…,v1=…` header (HMAC-SHA256 of "<t>.<body>" with the
 * endpoint's `whsec_` secret, the scheme of `stripe.webhooks.generateTestHeaderString`). Anything
 * but a 2xx is retried with exponential backoff (here from 5 s up to an hour apart, 16 tries).
 */
export type WebhookEndpoint = { url: string; secret: string };
export type DeliveryDeps = { db: Kysely<Database>; endpoint: () => Promise<WebhookEndpoint | null>; now?: () => Date; timeoutMs?: number; fetch?: typeof fetch };

export const MAX_ATTEMPTS = 16;
const BATCH = 20;
const CLAIM_MS = 60_000;

export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3600_000);

export function signPayload(payload: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) });
}

/** Delivers the events that are due; returns when the next undelivered one is due (or null). */
export async function deliverDue(deps: DeliveryDeps): Promise<Date | null> {
  const endpoint = await deps.endpoint();
  const now = deps.now?.() ?? new Date();
  if (!endpoint) return null;
  // Claim a batch (another instance skips claimed rows until the claim lapses).
  const claimed = await deps.db.updateTable('local_stripe_events').set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS) })
    .where('id', 'in', (eb) => eb.selectFrom('local_stripe_events').select('id').where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', now).where('attempts', '<', MAX_ATTEMPTS).orderBy('seq').limit(BATCH))
    .returning(['id', 'data', 'attempts']).execute();
  for (const event of claimed.sort((a, b) => a.id.localeCompare(b.id))) {
    const payload = JSON.stringify(event.data, null, 2);
    let status = 0;
    try {
      const response = await (deps.fetch ?? fetch)(endpoint.url, {
        method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', 'stripe-signature': signPayload(payload, endpoint.secret, now) },
        body: payload,
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = 0;
    }
    const attempts = event.attempts + 1;
    const delivered = status >= 200 && status < 300;
    await deps.db.updateTable('local_stripe_events').set({
      attempts, last_status: status || null, delivered_at: delivered ? now : null,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
    }).where('id', '=', event.id).execute();
  }
  const next = await deps.db.selectFrom('local_stripe_events').select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('delivered_at', 'is', null).where('attempts', '<', MAX_ATTEMPTS).executeTakeFirst();
  return next?.at ? new Date(next.at) : null;
}

/**
 * Runs deliveries in the background of one process: at once after a change (`kick`), and again
 * when the next retry is due. No polling while nothing is pending.
 */
export function deliveryScheduler(deps: DeliveryDeps) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      const next = await deliverDue(deps).catch((error: unknown) => {
        console.error('[local stripe] webhook delivery failed', error instanceof Error ? error.message : error);
        return new Date(Date.now() + 30_000);
      });
      if (next && !again) {
        if (timer) clearTimeout(timer);
        timer = setTimeout(kick, Math.max(250, next.getTime() - Date.now()));
        timer.unref?.();
      }
    } while (again);
  };
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  }
  return { kick, stop: () => timer && clearTimeout(timer) };
}
