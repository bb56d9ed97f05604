import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { classifyLead } from '../../leads/server/lead-classification';
import { offerAcceptanceSchema } from '../../leads/schema/trade-in-schemas';
import { fieldErrors, type FieldErrors } from '../../leads/schema/field-errors';
import { storeLead } from '../../leads/server/lead-store';

export type AcceptanceResult =
  | { status: 'stored'; leadId: string; duplicate: boolean; offerPrice: number }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'not-found' };

const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode', 'opt_in', 'location_id', 'dealership_slug', 'car_id'] as const;
const VEHICLE_FIELDS = ['rego', 'regoState', 'year', 'make', 'model', 'variant', 'kms', 'adjustmentAnswers'] as const;

/**
 * SPEC 7 offer acceptance: category, subcategory '3. Offer Accepted', lead_id, form_completed,
 * offer_accepted. The offer is the one the platform saved for that lead of this tenant; nothing
 * about the shopper or the price is taken from the request. Accepting twice is one lead.
 */
export async function acceptOffer(db: Kysely<Database>, site: SiteConfig, body: unknown, destinations: readonly string[]): Promise<AcceptanceResult> {
  const parsed = offerAcceptanceSchema.safeParse(body && typeof body === 'object' && 'userData' in body ? (body as { userData: unknown }).userData : body);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };
  const { lead_id: leadId, valuation_id: valuationId } = parsed.data;

  const valuation = await db.selectFrom('valuations').selectAll()
    .where('site_slug', '=', site.slug).where('id', '=', valuationId).where('lead_id', '=', leadId).where('outcome', '=', 'offer')
    .executeTakeFirst();
  const parent = valuation && await db.selectFrom('leads').selectAll().where('site_slug', '=', site.slug).where('id', '=', leadId).executeTakeFirst();
  if (!valuation || !parent || valuation.offer_price === null) return { status: 'not-found' };

  const offerPrice = Number(valuation.offer_price);
  const { category, subcategory } = classifyLead('offer-accepted', {}, null);
  const userData: Record<string, unknown> = { category, subcategory, lead_id: leadId, form_completed: true, offer_accepted: true, offer_price: offerPrice, valuation_id: valuationId };
  for (const field of [...CONTACT_FIELDS, ...VEHICLE_FIELDS]) if (parent.user_data[field] !== undefined) userData[field] = parent.user_data[field];

  const stored = await storeLead(db, {
    siteSlug: site.slug, kind: 'offer-accepted', idempotencyKey: `accept-${valuationId}`, category, subcategory, userData,
    phone: parent.phone, url: parent.url, userAgent: parent.user_agent, carId: parent.car_id, carDealershipId: parent.car_dealership_id,
    dealershipSlug: parent.dealership_slug, locationSlug: parent.location_slug, tags: [], leadAttributes: parent.lead_attributes,
    parentLeadId: leadId, spam: false,
  }, destinations);
  if (!stored.duplicate) await db.updateTable('valuations').set({ accepted_at: new Date() }).where('id', '=', valuationId).execute();
  return { status: 'stored', leadId: stored.leadId, duplicate: stored.duplicate, offerPrice };
}
