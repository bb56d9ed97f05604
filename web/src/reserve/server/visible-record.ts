import type { CookieReader } from '@/tenancy/missing-page';

/** What an address names of a card payment's record: our id, or Stripe's return parameter after a card challenge. */
export type RecordAddress = { id?: string; paymentIntentId?: string };

type AccessRecord = { site_slug: string; id: string; access_hash: string; user_id: string | null };

export type RecordLookup<R extends AccessRecord> = {
  byId: (id: string) => Promise<R | null>;
  byPaymentIntent: (paymentIntentId: string) => Promise<R | null>;
  /** Whether this browser (its key in a cookie) or its signed-in shopper may see the record. */
  allows: (record: R, cookies: CookieReader, userId: string | null) => boolean;
};

export const namesRecord = ({ id, paymentIntentId }: RecordAddress) => Boolean(id || paymentIntentId);

/**
 * The record a reservation or receipt address names, when it is this site's and this browser may
 * see it; null for anyone else, as for a record that does not exist (a well-formed id is looked up).
 */
export async function visibleRecord<R extends AccessRecord>(lookup: RecordLookup<R>, address: RecordAddress, siteSlug: string, cookies: CookieReader, shopperId: string | null): Promise<R | null> {
  const { id, paymentIntentId } = address;
  const record = id && /^[0-9a-f-]{36}$/.test(id) ? await lookup.byId(id)
    : paymentIntentId && /^pi_[A-Za-z0-9]{1,100}$/.test(paymentIntentId) ? await lookup.byPaymentIntent(paymentIntentId) : null;
  if (!record || record.site_slug !== siteSlug || !lookup.allows(record, cookies, shopperId)) return null;
  return record;
}
