import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { DEFAULT_BACKOFF, isRetryable, retryDelayMs, type BackoffPolicy } from './backoff';
import { errorText, type DeliveryOutcome, type LeadDestination } from '../../ports/crm/crm-port';
import { leadDocument, type StoredLeadRow, type Vendor } from '../../ports/crm/lead-document';

export type OutboxDeps = {
  db: Kysely<Database>;
  /** The destination an outbox row names, or null when this process has no such destination. */
  destination(siteSlug: string, name: string): LeadDestination | null;
  vendor(lead: StoredLeadRow): Promise<Vendor>;
  backoff?: BackoffPolicy;
  /** How long a claimed row is this worker's; longer than any one attempt can take. */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
};

type Claimed = { id: number; site_slug: string; lead_id: string; destination: string; attempts: number; claim_token: string };

export type RunSummary = { claimed: number; delivered: number; failed: number };

/**
 * Delivers the lead outbox. Each run claims due rows (pending and due, or claimed by a worker
 * whose lease ran out) with FOR UPDATE SKIP LOCKED, so several workers never take the same row,
 * then tries each and logs the attempt. A success marks the row delivered; a failure puts it back
 * with a later next_attempt_at. Writes after an attempt carry the claim token: a worker that was
 * presumed dead and comes back late changes nothing. A worker killed mid-delivery leaves its rows
 * claimed; when the lease ends another worker delivers them again with the same idempotency key.
 */
export class OutboxWorker {
  private readonly backoff: BackoffPolicy;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly now: () => Date;
  private readonly log: NonNullable<OutboxDeps['log']>;
  private killed = false;
  private stopped = false;
  private active: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: OutboxDeps) {
    this.backoff = deps.backoff ?? DEFAULT_BACKOFF;
    this.leaseMs = deps.leaseMs ?? 60_000;
    this.batchSize = deps.batchSize ?? 20;
    this.now = deps.now ?? (() => new Date());
    this.log = deps.log ?? ((message, details) => console.warn(`[lead outbox] ${message}`, details));
  }

  async runOnce(): Promise<RunSummary> {
    if (this.killed) return { claimed: 0, delivered: 0, failed: 0 };
    const claimed = await this.claim();
    const results = await Promise.all(claimed.map((row) => this.deliver(row)));
    return { claimed: claimed.length, delivered: results.filter(Boolean).length, failed: results.filter((r) => r === false).length };
  }

  /** Runs until nothing is due (rows waiting for their backoff are left for later). */
  async drain(): Promise<void> {
    for (;;) {
      const { claimed } = await this.runOnce();
      if (claimed < this.batchSize || this.killed || this.stopped) return;
    }
  }

  /** Polls every `intervalMs` (a restarted process resumes pending deliveries on its first run). */
  start(intervalMs = 2_000): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref?.();
    this.kick();
  }

  /** Delivers now (a lead was just stored); runs coalesce, never overlap. */
  kick(): void {
    if (this.killed || this.stopped) return;
    if (this.active) {
      this.again = true;
      return;
    }
    this.active = this.drain()
      .catch((error: unknown) => this.log('run failed; will retry', { error: errorText(error) }))
      .finally(() => {
        this.active = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops polling and waits for the attempts under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.active;
  }

  /** Simulates the process dying: attempts under way write nothing more (fault tests). */
  kill(): void {
    this.killed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.now();
    const until = new Date(now.getTime() + this.leaseMs);
    const token = randomUUID();
    const result = await sql<Claimed>`
      UPDATE lead_deliveries
         SET status = 'delivering', claim_token = ${token}, claimed_until = ${until}, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM lead_deliveries
          WHERE (status = 'pending' AND next_attempt_at <= ${now})
             OR (status = 'delivering' AND claimed_until < ${now})
          ORDER BY next_attempt_at, id
          LIMIT ${this.batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, site_slug, lead_id, destination, attempts, claim_token`.execute(this.deps.db);
    return result.rows;
  }

  private async attempt(row: Claimed): Promise<DeliveryOutcome | { ok: false; outcome: 'no-destination'; httpStatus: null; error: string }> {
    const destination = this.deps.destination(row.site_slug, row.destination);
    if (!destination) return { ok: false, outcome: 'no-destination', httpStatus: null, error: `No destination "${row.destination}" is configured for ${row.site_slug}.` };
    try {
      const lead = await this.deps.db.selectFrom('leads').selectAll()
        .where('site_slug', '=', row.site_slug).where('id', '=', row.lead_id).executeTakeFirstOrThrow();
      const doc = leadDocument(lead, await this.deps.vendor(lead));
      return await destination.deliver(doc, `${row.lead_id}:${row.destination}`);
    } catch (error) {
      return { ok: false, outcome: 'failed', httpStatus: null, error: errorText(error) };
    }
  }

  /** true delivered, false failed, null when this worker no longer owns the row. */
  private async deliver(row: Claimed): Promise<boolean | null> {
    const startedAt = this.now();
    const outcome = await this.attempt(row);
    if (this.killed) return null;
    const finishedAt = this.now();
    const ok = outcome.ok;
    const nextAttempt = new Date(finishedAt.getTime() + retryDelayMs(row.attempts, this.backoff, row.id));
    const dead = !outcome.ok && (!isRetryable(outcome.httpStatus) || row.attempts >= this.backoff.maxAttempts);
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        const updated = await trx.updateTable('lead_deliveries')
          .set(outcome.ok
            ? { status: 'delivered', delivered_at: finishedAt, claim_token: null, claimed_until: null, last_error: null, last_http_status: outcome.httpStatus }
            : dead
              ? { status: 'dead', dead_at: finishedAt, claim_token: null, claimed_until: null, last_error: outcome.error, last_http_status: outcome.httpStatus }
              : { status: 'pending', next_attempt_at: nextAttempt, claim_token: null, claimed_until: null, last_error: outcome.error, last_http_status: outcome.httpStatus })
          .where('id', '=', row.id).where('claim_token', '=', row.claim_token)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return null;
        await trx.insertInto('lead_delivery_attempts').values({
          site_slug: row.site_slug,
          delivery_id: row.id,
          lead_id: row.lead_id,
          destination: row.destination,
          attempt: row.attempts,
          started_at: startedAt,
          finished_at: finishedAt,
          outcome: ok ? 'delivered' : outcome.outcome,
          http_status: outcome.httpStatus,
          error: ok ? null : outcome.error,
        }).execute();
        if (!outcome.ok && dead) this.log('delivery failed for good: dead letter', { lead_id: row.lead_id, destination: row.destination, attempt: row.attempts, http_status: outcome.httpStatus, error: outcome.error });
        else if (!outcome.ok) this.log('delivery failed; will retry', { lead_id: row.lead_id, destination: row.destination, attempt: row.attempts, error: outcome.error, retry_at: nextAttempt.toISOString() });
        return ok;
      });
    } catch (error) {
      // The database went away after the attempt: the lease ends and the row is tried again.
      this.log('could not record a delivery attempt', { lead_id: row.lead_id, error: errorText(error) });
      return null;
    }
  }
}
