import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { MiscellaneousColumn } from '../../leads/schema/miscellaneous-schema';

export type ShownValuation = { id: string; outcome: 'offer' | 'no-estimate'; offer_price: number | null; reason: string | null };

export type SaveResult = { status: 'saved'; matches: boolean } | { status: 'not-found' };

/**
 * SPEC 7 /api/miscellaneous: keeps the valuation the shopper was shown on the trade-in lead. What
 * is written is the platform's own record of that valuation (valuations), found by the tenant, the
 * lead and the valuation id, so a browser can neither write another tenant's lead nor change a
 * price; `matches` says whether the browser showed what the platform offered.
 */
export async function saveShownValuation(
  db: Kysely<Database>, siteSlug: string, input: { lead_id: string; column_name: MiscellaneousColumn; valuation: ShownValuation }, now: Date = new Date(),
): Promise<SaveResult> {
  const record = await db.selectFrom('valuations').selectAll()
    .where('site_slug', '=', siteSlug).where('lead_id', '=', input.lead_id).where('id', '=', input.valuation.id)
    .executeTakeFirst();
  if (!record) return { status: 'not-found' };
  const offerPrice = record.offer_price === null ? null : Number(record.offer_price);
  const matches = record.outcome === input.valuation.outcome && offerPrice === input.valuation.offer_price;
  const saved = { id: record.id, outcome: record.outcome, offer_price: offerPrice, reason: record.reason, provider: record.provider, saved_at: now.toISOString(), shown_matches: matches };
  // column_name has one allowed value today; the switch keeps a new column an explicit decision.
  switch (input.column_name) {
    case 'valuation':
      await db.updateTable('leads').set({ valuation: JSON.stringify(saved) }).where('site_slug', '=', siteSlug).where('id', '=', input.lead_id).execute();
  }
  return { status: 'saved', matches };
}
