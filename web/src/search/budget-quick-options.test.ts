import { describe, expect, it } from 'vitest';
import { QUICK_MONEY_OPTIONS, quickMoneyRange } from './budget-quick-options';

describe('budget quick money options (SPEC 9)', () => {
  it.each([
    ['standard', 5_000, 70_000],
    ['luxury', 300_000, 800_000],
  ] as const)('%s: nine rising values from %i to %i', (flavour, first, last) => {
    const options = QUICK_MONEY_OPTIONS[flavour];
    expect(options).toHaveLength(9);
    expect(options[0]).toBe(first);
    expect(options.at(-1)).toBe(last);
    expect([...options].sort((a, b) => a - b)).toEqual(options);
  });

  it('searches over $1,000 up to the option', () => expect(quickMoneyRange(20_000)).toEqual({ min: 1001, max: 20_000 }));
});
