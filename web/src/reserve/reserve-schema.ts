import * as z from 'zod/mini';
import { email, phone, requiredText } from '@/leads/schema/fields';

/** The card of one payment attempt, as every card form sends it (reserving, buying online, paying online). */
export const cardAttempt = {
  /** The card: a payment method id from the card form (`pm_…`). */
  payment_method: z.string().check(z.regex(/^pm_[A-Za-z0-9_]{3,100}$/, 'Enter your card details.')),
  /** This attempt's key, made by the browser once per click (a retry sends it again). */
  idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9-]{16,100}$/, 'Reload the page and try again.')),
};

/**
 * The reserve form (SPEC 9), shared by the browser and POST /api/reservations. The car and the
 * deposit amount are not in it: the car comes from the page's address and the amount from the
 * car itself (anything else a request sends is ignored).
 */
export const reserveSchema = z.object({
  car_id: z.number().check(z.int(), z.positive()),
  name: requiredText(100),
  email: email(),
  phone: phone('mobile'),
  ...cardAttempt,
});

export type ReserveInput = z.infer<typeof reserveSchema>;

export const RESERVATION_COOKIE_PREFIX = 'reservation-';
