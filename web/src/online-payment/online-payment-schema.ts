import * as z from 'zod/mini';
import { email, isCleanText, phone, requiredText } from '@/leads/schema/fields';
import { cardAttempt } from '@/reserve/reserve-schema';
import { AMOUNT_TEXT, parseAmount } from './payment-amount';

export const REFERENCE_TEXT = 'Enter the reference on your invoice or sale, e.g. INV-10482.';

export const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 #/.-]{0,39}$/;

/**
 * What a shopper fills in on /online-payment (SPEC 2), in the order it is checked: the dealer's
 * reference and the amount first, then who is paying. The browser checks these before it reads
 * the card, so a wrong amount is reported with what was typed still in the form.
 */
export const paymentDetailsSchema = z.object({
  reference: z.string({ error: REFERENCE_TEXT }).check(z.trim(), z.regex(REFERENCE, REFERENCE_TEXT), z.refine((v) => isCleanText(v), REFERENCE_TEXT)),
  amount: z.string({ error: AMOUNT_TEXT.required }).check(z.superRefine((value, ctx) => {
    const parsed = parseAmount(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, input: value });
  })),
  name: requiredText(100),
  email: email(),
  phone: phone('mobile'),
});

/** POST /api/online-payments: the details, the card (a `pm_…` from the card form) and the attempt's key. */
export const onlinePaymentSchema = z.extend(paymentDetailsSchema, cardAttempt);

export type OnlinePaymentInput = z.infer<typeof onlinePaymentSchema>;

export const ONLINE_PAYMENT_COOKIE_PREFIX = 'online-payment-';
