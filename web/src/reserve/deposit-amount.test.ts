import { describe, expect, it } from 'vitest';
import { depositDollars, toCents } from './deposit-amount';

const site = (amount: number) => ({ claims: { deposit: { amount, holdHours: 48 }, moneyBack: null, communityProgram: null, warrantyYears: 3 } });

describe('deposit amount (SPEC 9)', () => {
  it.each([
    [500, 200, 500],
    [null, 200, 200],
    [0, 200, 200],
    [199.99, 200, 199.99],
    [null, 250, 250],
  ])('car %s, site default %s → $%s held', (car, siteDefault, expected) => {
    expect(depositDollars(site(siteDefault), car)).toBe(expected);
  });

  it.each([[200, 20000], [199.99, 19999], [0.1 + 0.2, 30]])('$%s is %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
});
