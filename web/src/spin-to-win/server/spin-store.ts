import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

export type SpinKey = { siteSlug: string; promotionId: string; userId: string };
export type StoredSpin = { prizeKey: string; prizeLabel: string; leadId: string; spunAt: Date };

/** The shopper has already spun this promotion: the prize lead's transaction is rolled back. */
export class AlreadySpun extends Error {
  override name = 'AlreadySpun';
}

/**
 * Records a shopper's one spin of a promotion inside its prize lead's transaction. The primary
 * key (site, promotion, shopper) decides between two spins racing on any instance: the second
 * insert waits for the first transaction, finds the row and throws AlreadySpun.
 */
export async function recordSpin(trx: Transaction<Database>, key: SpinKey, prize: { key: string; label: string }, leadId: string): Promise<void> {
  const inserted = await trx.insertInto('spin_to_win_spins')
    .values({ site_slug: key.siteSlug, promotion_id: key.promotionId, user_id: key.userId, prize_key: prize.key, prize_label: prize.label, lead_id: leadId })
    .onConflict((oc) => oc.columns(['site_slug', 'promotion_id', 'user_id']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  if (!inserted) throw new AlreadySpun('This shopper has already spun this promotion.');
}

/** A shopper's spin of a promotion on a site, or null. */
export async function findSpin(db: Kysely<Database>, key: SpinKey): Promise<StoredSpin | null> {
  const row = await db.selectFrom('spin_to_win_spins').select(['prize_key', 'prize_label', 'lead_id', 'spun_at'])
    .where('site_slug', '=', key.siteSlug).where('promotion_id', '=', key.promotionId).where('user_id', '=', key.userId)
    .executeTakeFirst();
  return row ? { prizeKey: row.prize_key, prizeLabel: row.prize_label, leadId: row.lead_id, spunAt: new Date(row.spun_at) } : null;
}
