import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { MessagingPort } from '@/ports/messaging/messaging-port';
import { searchHref, toSlug, vehicleHref } from '@/routes/vehicle-links';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { alertMessage } from './alert-message';

export type AlertOutboxDeps = {
  db: Kysely<Database>;
  sms(): Promise<MessagingPort>;
  site(slug: string): Promise<SiteConfig | null>;
  /** How long a claim lasts before another worker may take it over (default 60 s). */
  claimSeconds?: number;
  /** How long one send may take (default 20 s); always well inside the claim. */
  sendTimeoutMs?: number;
};

/** A claim lasts this long: a process that dies mid-run leaves its rows to another after it. */
const CLAIM_SECONDS = 60;
const SEND_TIMEOUT_MS = 20_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;

const num = (value: string | number | null) => (value === null ? null : Number(value));

type ClaimedAlert = { id: string; site_slug: string; phone: string; car_id: number; kind: 'price_drop' | 'reserved' | 'sold'; old_price: string | null; new_price: string | null; opt_out_token: string; attempts: number };

class SendTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the queued watchlist alerts (rows the vehicle trigger wrote when the change committed),
 * each once even with several workers at once:
 * - a run claims a batch atomically (`FOR UPDATE SKIP LOCKED`) under a token of its own;
 * - just before each send it renews that row's lease where the token is still its own (one
 *   statement), so a row another worker took over after a lease ran out is never sent by this one,
 *   and a long batch never lets a later row's lease lapse while it waits its turn;
 * - a send has a time limit well inside the lease; a send without an answer is not retried (it
 *   may have gone out), one the provider refused is retried;
 * - only the holder of the token marks the row sent, skipped or due again.
 * A phone that opted out after queueing is skipped. Returns how many messages went out.
 */
export async function deliverWatchlistAlerts(deps: AlertOutboxDeps): Promise<number> {
  const lease = sql`make_interval(secs => ${deps.claimSeconds ?? CLAIM_SECONDS})`;
  const token = randomUUID();
  const claimed = await sql<ClaimedAlert>`
    UPDATE watchlist_alerts SET status = 'sending', attempts = attempts + 1, claim_token = ${token}, claimed_until = now() + ${lease}
    WHERE id IN (
      SELECT id FROM watchlist_alerts
      WHERE status = 'pending' OR (status = 'sending' AND claimed_until < now())
      ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, site_slug, phone, car_id, kind, old_price, new_price, opt_out_token, attempts`.execute(deps.db);
  let sent = 0;
  for (const alert of claimed.rows) {
    const mine = () => deps.db.updateTable('watchlist_alerts').where('id', '=', alert.id).where('status', '=', 'sending').where('claim_token', '=', token);
    const finish = (status: 'sent' | 'skipped' | 'failed' | 'pending', error: string | null = null) =>
      mine().set({ status, last_error: error, claimed_until: null, claim_token: null, ...(status === 'sent' ? { sent_at: sql<Date>`now()` } : {}) }).execute();
    try {
      const optedOut = await deps.db.selectFrom('watchlist_alert_opt_outs').select('phone').where('site_slug', '=', alert.site_slug).where('phone', '=', alert.phone).executeTakeFirst();
      const site = await deps.site(alert.site_slug);
      const car = await deps.db.selectFrom('vehicles').select(['slug', 'year', 'make', 'model', 'badge']).where('site_slug', '=', alert.site_slug).where('id', '=', alert.car_id).executeTakeFirst();
      if (optedOut || !site || !car) {
        await finish('skipped');
        continue;
      }
      const origin = canonicalOrigin(site);
      const body = alertMessage({
        kind: alert.kind,
        siteName: site.name,
        carName: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
        oldPrice: num(alert.old_price),
        newPrice: num(alert.new_price),
        carUrl: `${origin}${vehicleHref(car)}`,
        similarUrl: `${origin}${searchHref(site.routes, toSlug(car.make), toSlug(car.model))}`,
        optOutUrl: `${origin}/watchlist/alerts-off?${new URLSearchParams({ token: alert.opt_out_token })}`,
      });
      const renewed = await mine().set({ claimed_until: sql<Date>`now() + ${lease}` }).executeTakeFirst();
      // Another worker took this row over after our lease ran out: it is theirs to send.
      if (Number(renewed.numUpdatedRows) !== 1) continue;
      await withTimeout((await deps.sms()).sendSms({ siteSlug: alert.site_slug, to: alert.phone, body, kind: 'alert' }), deps.sendTimeoutMs ?? SEND_TIMEOUT_MS);
      await finish('sent');
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error('[watchlist alerts] send failed', message);
      const retry = !(error instanceof SendTimeout) && alert.attempts < MAX_ATTEMPTS;
      await finish(retry ? 'pending' : 'failed', message.slice(0, 500));
    }
  }
  return sent;
}

/** Stops alerts to the phone an alert went to (the link in the message; no sign-in needed). */
export async function optOutByToken(db: Kysely<Database>, siteSlug: string, token: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
  const alert = await db.selectFrom('watchlist_alerts').select(['site_slug', 'phone']).where('opt_out_token', '=', token).where('site_slug', '=', siteSlug).executeTakeFirst();
  if (!alert) return false;
  await db.insertInto('watchlist_alert_opt_outs').values({ site_slug: alert.site_slug, phone: alert.phone })
    .onConflict((oc) => oc.columns(['site_slug', 'phone']).doNothing()).execute();
  await db.updateTable('watchlist_alerts').set({ status: 'skipped' }).where('site_slug', '=', alert.site_slug).where('phone', '=', alert.phone).where('status', '=', 'pending').execute();
  return true;
}
