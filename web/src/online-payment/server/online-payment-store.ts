import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { OnlinePaymentsTable } from '@dealer/migrations/payments-database-types';
import { hashKey, newReference } from '@/reserve/server/reservation-store';

/** Online payments in the database port (migration 0045): one row per attempt. */
export type OnlinePayment = Selectable<OnlinePaymentsTable>;

export type NewOnlinePayment = {
  siteSlug: string; dealerReference: string; amountCents: number;
  /** The browser's key for this attempt; also its proof of access to the receipt. */
  key: string;
  userId: string | null; name: string; email: string; phone: string;
};

/** The attempt with this key, created pending the first time (a double click finds the same row). */
export async function openAttempt(db: Kysely<Database>, input: NewOnlinePayment, now: Date): Promise<{ payment: OnlinePayment; created: boolean }> {
  const idempotencyKey = hashKey('idempotency', input.key);
  const inserted = await db.insertInto('online_payments').values({
    id: randomUUID(), receipt: newReference().replace(/^R-/, 'P-'), site_slug: input.siteSlug, dealer_reference: input.dealerReference,
    amount_cents: input.amountCents, state: 'pending', idempotency_key: idempotencyKey, access_hash: hashKey('access', input.key),
    user_id: input.userId, name: input.name, email: input.email, phone: input.phone, created_at: now, updated_at: now,
  }).onConflict((oc) => oc.columns(['site_slug', 'idempotency_key']).doNothing()).returningAll().executeTakeFirst();
  if (inserted) return { payment: inserted, created: true };
  const existing = await db.selectFrom('online_payments').selectAll().where('site_slug', '=', input.siteSlug).where('idempotency_key', '=', idempotencyKey).executeTakeFirstOrThrow();
  return { payment: existing, created: false };
}

export async function findOnlinePayment(db: Kysely<Database>, id: string): Promise<OnlinePayment | null> {
  return (await db.selectFrom('online_payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findOnlinePaymentByIntent(db: Kysely<Database>, paymentIntentId: string): Promise<OnlinePayment | null> {
  return (await db.selectFrom('online_payments').selectAll().where('payment_intent_id', '=', paymentIntentId).executeTakeFirst()) ?? null;
}

export async function attachIntent(db: Kysely<Database>, id: string, paymentIntentId: string): Promise<void> {
  await db.updateTable('online_payments').set({ payment_intent_id: paymentIntentId }).where('id', '=', id).where('payment_intent_id', 'is', null).execute();
}

/**
 * Ends a pending attempt as paid or failed. Only the call that makes the change gets the row
 * back (a webhook replay, the return from the card challenge and the first answer race to it),
 * so the receipt and the dealer's lead follow once.
 */
export async function finishAttempt(db: Kysely<Database>, id: string, outcome: { state: 'paid' } | { state: 'failed'; failure: string }, now: Date): Promise<OnlinePayment | null> {
  return (await db.updateTable('online_payments')
    .set({ state: outcome.state, updated_at: now, ...(outcome.state === 'paid' ? { paid_at: now } : { failure: outcome.failure }) })
    .where('id', '=', id).where('state', '=', 'pending').returningAll().executeTakeFirst()) ?? null;
}
