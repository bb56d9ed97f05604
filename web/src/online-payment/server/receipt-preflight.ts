import { database } from '@/ports/database';
import { namesRecord, visibleRecord } from '@/reserve/server/visible-record';
import { singleParam, type MissingPageCheck } from '@/tenancy/missing-page';
import { ONLINE_PAYMENT_PATH } from './online-payment-route';
import { receiptLookup } from './receipt-lookup';

/**
 * A receipt address (/online-payment?payment=…) is a 404 for any browser but the one that paid
 * (or its signed-in shopper), as for a payment that does not exist. One indexed read, made only
 * for such an address.
 */
export const receiptIsMissing: MissingPageCheck = async ({ pathname, searchParams, site, cookies, shopperId }) => {
  if (pathname !== ONLINE_PAYMENT_PATH) return false;
  const receipt = { id: singleParam(searchParams, 'payment'), paymentIntentId: singleParam(searchParams, 'payment_intent') };
  if (!namesRecord(receipt)) return false;
  const { db } = await database();
  return (await visibleRecord(receiptLookup(db), receipt, site.slug, cookies, shopperId)) === null;
};
