import type { NewLead } from '@/leads/server/lead-store';
import type { SpinPromotion } from '@dealer/schemas/content/spin-promotion';

type Prize = SpinPromotion['prizes'][number];
type Entrant = { id: string; phone: string; firstName: string | null };

/**
 * The dealer's lead for a prize won on the wheel (category Spin to Win): who won what in which
 * promotion, so the team can hand it over. One per shopper and promotion (its idempotency key).
 * Its kind is 'contact' (the team contacts the winner): the leads table's list of kinds is
 * redefined by a later migration than this feature's, so a kind of its own would not survive a
 * fresh database; the CRM tells these leads apart by their category.
 */
export function spinLead(siteSlug: string, promotion: SpinPromotion, prize: Prize, shopper: Entrant, url: string | null): Omit<NewLead, 'claim'> {
  return {
    siteSlug, kind: 'contact', idempotencyKey: `spin-to-win:${promotion._id}:${shopper.id}`, category: 'Spin to Win', subcategory: promotion.title,
    userData: {
      name: shopper.firstName ?? '', phone: shopper.phone, category: 'Spin to Win',
      message: `Won "${prize.label}" in ${promotion.title}. ${prize.description ?? ''}`.trim(),
      promotion: promotion.title, prize: prize.label, prize_details: prize.description ?? null,
    },
    phone: shopper.phone, url, userAgent: null, carId: null, carDealershipId: null, dealershipSlug: null, locationSlug: null, tags: ['Spin to Win'],
    leadAttributes: { promotion_id: promotion._id, prize_key: prize._key },
    spam: false,
  };
}
