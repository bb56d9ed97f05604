import { z } from 'zod';
import { fieldErrors, type FieldErrors } from '@/leads/schema/field-errors';
import { QUICK_QUOTE_PRICE, QUICK_QUOTE_TERM } from '@/domain/quick-quote';

const schema = z.strictObject({
  purchasePrice: z.number({ error: 'Must be a number.' })
    .min(QUICK_QUOTE_PRICE.min, `Must be at least ${QUICK_QUOTE_PRICE.min}.`)
    .max(QUICK_QUOTE_PRICE.max, `Must be at most ${QUICK_QUOTE_PRICE.max}.`).optional(),
  loanTerm: z.number({ error: 'Must be a number.' })
    .min(QUICK_QUOTE_TERM.min, `Must be at least ${QUICK_QUOTE_TERM.min}.`)
    .max(QUICK_QUOTE_TERM.max, `Must be at most ${QUICK_QUOTE_TERM.max}.`).optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object.') });

export type QuickQuoteInput = z.infer<typeof schema>;

/** The quote request's body: empty for the car's own price and 5 years, or the quick quote's values. */
export function quickQuoteInput(text: string): QuickQuoteInput | { errors: FieldErrors } {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { errors: { '': ['The request body must be JSON.'] } };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : { errors: fieldErrors(parsed.error) };
}
