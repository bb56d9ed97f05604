import type { SiteConfig } from '@dealer/schemas/content/site';
import { describe, expect, it } from 'vitest';
import { financeBlockBounds } from './block-bounds';

const site = (overrides: Partial<SiteConfig['finance']> = {}) => ({
  template: 'dealerGroup',
  finance: { provider: null, interestLocked: false, amountMin: 1000, amountMax: 100000, termMax: 7, interestMin: 0.5, interestMax: 15, defaultInterest: 8.5, defaultTermYears: 5, ...overrides },
}) as Pick<SiteConfig, 'finance' | 'template'>;

describe('financeBlockBounds', () => {
  it('starts at the quick quote defaults: 30,000 at 10%, over 10,000–200,000', () => {
    const bounds = financeBlockBounds(site(), { defaultAmount: 30000, defaultInterest: 10 });
    expect(bounds.amount).toEqual({ min: 10000, max: 200000, step: 500, initial: 30000 });
    expect(bounds.interest).toMatchObject({ min: 0.5, max: 15, initial: 10, locked: false });
    expect(bounds.term).toMatchObject({ min: 1, max: 7, initial: 5 });
  });

  it.each([
    [5000, 10000],
    [250000, 200000],
    [31234, 31000],
    [Number.NaN, 10000],
  ])('clamps a starting price of %s to %s', (defaultAmount, initial) => {
    expect(financeBlockBounds(site(), { defaultAmount, defaultInterest: 10 }).amount.initial).toBe(initial);
  });

  it('clamps the rate into the tenant range, and a locked rate wins', () => {
    expect(financeBlockBounds(site({ interestMax: 9 }), { defaultAmount: 30000, defaultInterest: 10 }).interest.initial).toBe(9);
    expect(financeBlockBounds(site({ interestLocked: true, defaultInterest: 6.5 }), { defaultAmount: 30000, defaultInterest: 10 }).interest).toMatchObject({ initial: 6.5, locked: true });
  });
});
