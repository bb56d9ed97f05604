import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { SpinPromotion } from '@dealer/schemas/content/spin-promotion';
import { storeLead } from '@/leads/server/lead-store';
import { drawPrize } from '../prize-draw';
import { spinLead } from './spin-lead';
import { AlreadySpun, findSpin, recordSpin, type SpinKey } from './spin-store';

export type SpinDeps = {
  db: Kysely<Database>;
  /** The site's promotion document with this id, or null. */
  promotion: (site: SiteConfig, id: string) => Promise<SpinPromotion | null>;
  /** In [0, 1), as Math.random; injected so tests decide the draw. */
  random: () => number;
  now: () => Date;
  destinations: (site: SiteConfig) => readonly string[];
  /** Tells the lead outbox there is a new lead to deliver. */
  delivered: () => void;
};

export type Shopper = { id: string; phone: string; firstName: string | null };
export type WonPrize = { key: string; label: string; description: string | null };

export type SpinResult =
  | { kind: 'won'; prize: WonPrize }
  | { kind: 'already'; prize: WonPrize | null }
  | { kind: 'no-promotion' }
  | { kind: 'ended' };

const prizeOf = (promotion: SpinPromotion, key: string, label: string): WonPrize => {
  const prize = promotion.prizes.find((p) => p._key === key);
  return { key, label: prize?.label ?? label, description: prize?.description ?? null };
};

/** Whether a promotion still takes spins at `now` (no end date, or before it). */
export function isOpen(promotion: Pick<SpinPromotion, 'endsAt'>, now: Date): boolean {
  return !promotion.endsAt || new Date(promotion.endsAt).getTime() > now.getTime();
}

/** The shopper's prize in a promotion if they have spun it, else null. */
export async function shopperPrize(deps: Pick<SpinDeps, 'db'>, key: SpinKey, promotion: SpinPromotion): Promise<WonPrize | null> {
  const spin = await findSpin(deps.db, key);
  return spin ? prizeOf(promotion, spin.prizeKey, spin.prizeLabel) : null;
}

/**
 * One spin of a verified shopper (SPEC 2 /spin-to-win): the prize is drawn here from the
 * promotion's weights, and stored with its lead in one transaction, once per shopper and
 * promotion. A second spin, however close behind the first, is 'already' with the first's prize.
 */
export async function spin(deps: SpinDeps, input: { site: SiteConfig; promotionId: string; shopper: Shopper; url: string | null }): Promise<SpinResult> {
  const { site, shopper } = input;
  const promotion = await deps.promotion(site, input.promotionId);
  if (!promotion) return { kind: 'no-promotion' };
  const key: SpinKey = { siteSlug: site.slug, promotionId: promotion._id, userId: shopper.id };
  const earlier = await shopperPrize(deps, key, promotion);
  if (earlier) return { kind: 'already', prize: earlier };
  if (!isOpen(promotion, deps.now())) return { kind: 'ended' };
  const prize = drawPrize(promotion.prizes, deps.random);
  if (!prize) return { kind: 'no-promotion' };

  try {
    const stored = await storeLead(deps.db, {
      ...spinLead(site.slug, promotion, prize, shopper, input.url),
      claim: (trx, leadId) => recordSpin(trx, key, { key: prize._key, label: prize.label }, leadId),
    }, deps.destinations(site));
    // The lead's key is the shopper's and promotion's: a duplicate is the other spin's lead.
    if (stored.duplicate) return { kind: 'already', prize: await shopperPrize(deps, key, promotion) };
  } catch (error) {
    if (error instanceof AlreadySpun) return { kind: 'already', prize: await shopperPrize(deps, key, promotion) };
    throw error;
  }
  deps.delivered();
  return { kind: 'won', prize: prizeOf(promotion, prize._key, prize.label) };
}
