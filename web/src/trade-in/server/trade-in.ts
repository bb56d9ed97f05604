import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { ValuationPort, ValuationResult } from '@/ports/valuation/valuation-port';
import { NO_ESTIMATE_REASON } from '@/ports/valuation/local-estimate';
import { SPEC_TEXT } from '../../leads/messages';
import type { AdjustmentAnswers, AuState } from '../../leads/schema/trade-in-schemas';
import type { SubmitResult } from '../../leads/server/submit-lead';

export type ValuationView = { id: string; outcome: 'offer' | 'no-estimate'; offer_price: number | null; reason: string | null };

const UNAVAILABLE = 'We could not work out an online estimate just now. Our team will contact you with a valuation.';

type Stored = Extract<SubmitResult, { status: 'stored' }>;

/**
 * After a trade-in lead is stored: ask the valuation port for an offer and save it with the lead
 * (SPEC 3 trade-in valuation). The lead is already safe, so a valuation or save failure only
 * changes what the shopper is shown; a failed save is logged 'Failed to save valuation data'.
 */
export async function valueTradeIn(db: Kysely<Database>, siteSlug: string, stored: Stored, port: ValuationPort): Promise<ValuationView> {
  if (stored.spam) return { id: randomUUID(), outcome: 'no-estimate', offer_price: null, reason: NO_ESTIMATE_REASON };
  if (stored.duplicate) {
    const previous = await db.selectFrom('valuations').selectAll().where('site_slug', '=', siteSlug).where('lead_id', '=', stored.leadId).executeTakeFirst();
    if (previous) return { id: previous.id, outcome: previous.outcome, offer_price: previous.offer_price === null ? null : Number(previous.offer_price), reason: previous.reason };
  }
  const v = stored.values;
  const vehicle = { year: Number(v.year), make: String(v.make), model: String(v.model), variant: typeof v.variant === 'string' ? v.variant : null };
  const answers = v.adjustmentAnswers as AdjustmentAnswers;
  let result: ValuationResult;
  try {
    result = await port.value({ ...vehicle, kms: Number(v.kms), answers, rego: (v.rego as string | undefined) ?? null, regoState: (v.regoState as AuState | undefined) ?? null });
  } catch (error) {
    console.error('[trade-in] valuation failed', { lead_id: stored.leadId, error: error instanceof Error ? error.message : String(error) });
    result = { outcome: 'no-estimate', reason: UNAVAILABLE };
  }
  const view: ValuationView = {
    id: randomUUID(),
    outcome: result.outcome,
    offer_price: result.outcome === 'offer' ? result.offerPrice : null,
    reason: result.outcome === 'no-estimate' ? result.reason : null,
  };
  try {
    await db.insertInto('valuations').values({
      id: view.id, site_slug: siteSlug, lead_id: stored.leadId, rego: (v.rego as string | undefined) ?? null, rego_state: (v.regoState as string | undefined) ?? null,
      vehicle: JSON.stringify(vehicle), kms: Number(v.kms), adjustment_answers: JSON.stringify(answers), offer_price: view.offer_price,
      outcome: view.outcome, reason: view.reason, provider: port.adapter,
    }).execute();
  } catch (error) {
    console.error(SPEC_TEXT.valuationSaveFailed, { lead_id: stored.leadId, error: error instanceof Error ? error.message : String(error) });
  }
  return view;
}
