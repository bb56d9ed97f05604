import { describe, expect, it } from 'vitest';
import { depositDollars, toCents } from './deposit-amount';

describe('deposit amount (SPEC 9)', () => {
  it.each([
    [500, 200, 500],
    [null, 200, 200],
    [0, 200, 200],
    [-5, 200, 200],
    [199.99, 200, 199.99],
    [null, 250, 250],
  ])('car %s, site default %s → $%s', (car, site, expected) => {
    expect(depositDollars(car, site)).toBe(expected);
  });

  it.each([[200, 20000], [199.99, 19999], [0.1 + 0.2, 30]])('$%s is %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
});
