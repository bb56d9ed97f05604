import { describe, expect, it } from 'vitest';
import { detailsSchema, handoverDateError, handoverWindow, paymentSchema, tradeInChoiceSchema } from './journey-steps';

describe('buy online steps', () => {
  it.each([
    ['2026-11-26', null],
    ['2027-01-23', null],
    ['2026-11-25', 'Please choose a date from 2026-11-26 to 2027-01-23.'],
    ['2027-01-24', 'Please choose a date from 2026-11-26 to 2027-01-23.'],
    ['2026-02-30', 'Please choose a date from 2026-11-26 to 2027-01-23.'],
    ['tomorrow', 'Please choose a date from 2026-11-26 to 2027-01-23.'],
    ['', 'This is a required field.'],
  ])('handover on %s (today 2026-11-24 at the dealer) → %s', (date, error) => {
    expect(handoverDateError(date, '2026-11-24')).toBe(error);
  });

  it('offers two to sixty days ahead, across a year end', () => {
    expect(handoverWindow('2026-12-31')).toEqual({ from: '2027-01-02', to: '2027-03-01' });
  });

  it('needs a trade-in answer and a payment method', () => {
    expect(tradeInChoiceSchema.safeParse({ has_trade_in: '' }).success).toBe(false);
    expect(paymentSchema.safeParse({ method: 'cash' }).success).toBe(true);
    expect(paymentSchema.safeParse({ method: 'layby' }).success).toBe(false);
    expect(paymentSchema.safeParse({ method: 'finance', loanTerm: '9', selfAssessedCreditScore: 'GREAT' }).success).toBe(false);
  });

  it('checks the buyer, normalising the phone and licence', () => {
    const parsed = detailsSchema.parse({ name: 'Jo', last_name: 'Buyer', email: 'Jo@Example.com', phone: '61412345678', street: '1 Main St', suburb: 'Toowoomba', state: 'QLD', postcode: '4350', licence: 'ab12345' });
    expect(parsed).toMatchObject({ email: 'jo@example.com', phone: '0412345678', licence: 'AB12345' });
    const bad = detailsSchema.safeParse({ name: 'Jo', last_name: 'Buyer', email: 'jo@example.com', phone: '0412345678', street: '1 Main St', suburb: 'T', state: 'QLD', postcode: '435', licence: 'AB-1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Invalid postcode. Please enter a 4-digit number.', 'Please enter your driver licence number (letters and numbers only).']);
  });
});
