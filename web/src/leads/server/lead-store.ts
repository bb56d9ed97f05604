import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { bookSlot, type SlotBooking } from '@/test-drive/server/slot-bookings';

export type NewLead = {
  siteSlug: string;
  kind: string;
  idempotencyKey: string;
  category: string;
  subcategory: string | null;
  userData: Record<string, unknown>;
  phone: string | null;
  url: string | null;
  userAgent: string | null;
  carId: number | null;
  carDealershipId: number | null;
  dealershipSlug: string | null;
  locationSlug: string | null;
  tags: string[];
  leadAttributes: Record<string, unknown>;
  parentLeadId?: string | null;
  spam: boolean;
  /** What the submission sent, to tell a retry (same body) from a reused key (another body). */
  requestFingerprint?: string | null;
  /** A test-drive slot the lead takes, in the same transaction (SlotTaken rolls the lead back). */
  booking?: SlotBooking | null;
  /**
   * Something the lead stands for that must be stored with it or not at all (a spin-to-win
   * prize), written in the lead's transaction; throwing rolls the lead back.
   */
  claim?: ((trx: Transaction<Database>, leadId: string) => Promise<void>) | null;
};

export type StoredLead = { leadId: string; duplicate: boolean };

/** An idempotency key came back with another body: nothing was written (the route answers 422). */
export class IdempotencyConflict extends Error {
  override name = 'IdempotencyConflict';
}

/**
 * Writes a lead and its outbox rows in one transaction, so a stored lead always has its pending
 * deliveries and a crash cannot leave one without the other. A second submission with the same
 * idempotency key and body returns the first lead and writes nothing; the same key with another
 * body throws IdempotencyConflict and writes nothing either. A lead taking a test-drive slot that is
 * already booked throws SlotTaken and writes nothing.
 */
export async function storeLead(db: Kysely<Database>, lead: NewLead, destinations: readonly string[]): Promise<StoredLead> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('leads').values({
      id: randomUUID(),
      site_slug: lead.siteSlug,
      kind: lead.kind,
      idempotency_key: lead.idempotencyKey,
      category: lead.category,
      subcategory: lead.subcategory,
      user_data: JSON.stringify(lead.userData),
      phone: lead.phone,
      url: lead.url,
      user_agent: lead.userAgent,
      car_id: lead.carId,
      car_dealership_id: lead.carDealershipId,
      dealership_slug: lead.dealershipSlug,
      location_slug: lead.locationSlug,
      tags: JSON.stringify(lead.tags),
      lead_attributes: JSON.stringify(lead.leadAttributes),
      parent_lead_id: lead.parentLeadId ?? null,
      spam: lead.spam,
      request_fingerprint: lead.requestFingerprint ?? null,
    }).onConflict((oc) => oc.columns(['site_slug', 'idempotency_key']).doNothing()).returning('id').executeTakeFirst();

    if (!inserted) {
      const existing = await trx.selectFrom('leads').select(['id', 'request_fingerprint'])
        .where('site_slug', '=', lead.siteSlug).where('idempotency_key', '=', lead.idempotencyKey)
        .executeTakeFirstOrThrow();
      const sameRequest = !existing.request_fingerprint || !lead.requestFingerprint || existing.request_fingerprint === lead.requestFingerprint;
      if (!sameRequest) throw new IdempotencyConflict('The idempotency key was used for a different submission.');
      return { leadId: existing.id, duplicate: true };
    }
    if (lead.booking) await bookSlot(trx, lead.siteSlug, inserted.id, lead.booking);
    if (lead.claim) await lead.claim(trx, inserted.id);
    const targets = lead.spam ? [] : destinations;
    if (targets.length > 0) {
      // Due by the delivery worker's clock (this process's): the column's default, the database's
      // now() in microseconds, could lie up to a millisecond past the worker's Date right after the
      // commit, and the delivery kicked off at once would skip the lead until the next poll.
      const due = new Date();
      await trx.insertInto('lead_deliveries')
        .values(targets.map((destination) => ({ site_slug: lead.siteSlug, lead_id: inserted.id, destination, next_attempt_at: due })))
        .execute();
    }
    return { leadId: inserted.id, duplicate: false };
  });
}

export type LeadRow = Awaited<ReturnType<typeof findLead>>;

/** One lead of one tenant. */
export async function findLead(db: Kysely<Database>, siteSlug: string, leadId: string) {
  return db.selectFrom('leads').selectAll().where('site_slug', '=', siteSlug).where('id', '=', leadId).executeTakeFirst();
}

/** SPEC 7 check-if-contact-exists: whether this tenant has had a lead from the number. */
export async function contactExists(db: Kysely<Database>, siteSlug: string, phone: string): Promise<boolean> {
  const row = await db.selectFrom('leads').select('id')
    .where('site_slug', '=', siteSlug).where('phone', '=', phone).where('spam', '=', false)
    .limit(1).executeTakeFirst();
  return row !== undefined;
}
