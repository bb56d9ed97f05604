import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { RecordLookup } from '@/reserve/server/visible-record';
import { canSeeReceipt } from './online-payment-route';
import { findOnlinePayment, findOnlinePaymentByIntent, type OnlinePayment } from './online-payment-store';

/** The payment whose receipt an /online-payment address names, when this browser paid it (or its signed-in shopper did). */
export const receiptLookup = (db: Kysely<Database>): RecordLookup<OnlinePayment> => ({
  byId: (id) => findOnlinePayment(db, id),
  byPaymentIntent: (paymentIntentId) => findOnlinePaymentByIntent(db, paymentIntentId),
  allows: canSeeReceipt,
});
