/**
 * The amount a shopper pays on /online-payment (SPEC 2), typed as dollars: '1250', '1,250.50',
 * '$1250.5'. Checked before anything else on the page (the card is only read once the amount is
 * right), in the browser and again on the server, with the same messages.
 */
export const AMOUNT_LIMITS = { minCents: 100, maxCents: 10_000_000 } as const;

export const AMOUNT_TEXT = {
  required: 'Enter the amount to pay.',
  format: 'Enter the amount in dollars and cents, e.g. 1250.00.',
  range: 'The amount must be between $1.00 and $100,000.00.',
} as const;

// Digits with optional thousands separators in the right places, and at most two decimals.
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

export type ParsedAmount = { ok: true; cents: number } | { ok: false; message: string };

export function parseAmount(typed: string): ParsedAmount {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (text === '') return { ok: false, message: AMOUNT_TEXT.required };
  if (!AMOUNT.test(text)) return { ok: false, message: AMOUNT_TEXT.format };
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents < AMOUNT_LIMITS.minCents || cents > AMOUNT_LIMITS.maxCents) return { ok: false, message: AMOUNT_TEXT.range };
  return { ok: true, cents };
}
