import { describe, expect, it } from 'vitest';
import type { AdjustmentAnswers } from './valuation-port';
import { estimateTradeIn, NO_ESTIMATE_REASON } from './local-estimate';

const now = new Date('2026-06-01T00:00:00Z');
const good: AdjustmentAnswers = { accident: 'No', damage: 'No', warning_lights: 'No', service_history: 'Yes', two_keys: 'Yes', finance_owing: 'No' };
const car = (overrides: Partial<Parameters<typeof estimateTradeIn>[0]> = {}) => ({ year: 2022, make: 'Mazda', model: 'CX-5', kms: 60_000, answers: good, ...overrides });
const offer = (input: Parameters<typeof estimateTradeIn>[0]) => {
  const result = estimateTradeIn(input, now);
  return result.outcome === 'offer' ? result.offerPrice : null;
};

describe('estimateTradeIn (local valuation)', () => {
  it.each([
    ['8 years old', car({ year: 2018 })],
    ['over 100,000 km', car({ kms: 100_001 })],
  ])('gives no online estimate when %s (SPEC 9 FAQ)', (_name, input) => {
    expect(estimateTradeIn(input, now)).toEqual({ outcome: 'no-estimate', reason: NO_ESTIMATE_REASON });
  });

  it('estimates right at the limits', () => {
    expect(offer(car({ year: 2019, kms: 100_000 }))).not.toBeNull();
  });

  it('is deterministic and rounded to $100', () => {
    const a = offer(car());
    expect(a).toBe(offer(car()));
    expect(a! % 100).toBe(0);
  });

  it.each<[string, Parameters<typeof estimateTradeIn>[0], Parameters<typeof estimateTradeIn>[0]]>([
    ['newer is worth more', car({ year: 2024 }), car({ year: 2020 })],
    ['fewer km is worth more', car({ kms: 20_000 }), car({ kms: 90_000 })],
    ['no accident is worth more', car(), car({ answers: { ...good, accident: 'Yes' } })],
    ['full service history is worth more', car(), car({ answers: { ...good, service_history: 'No' } })],
    ['a ute is worth more than a small hatch', car({ make: 'Toyota', model: 'HiLux' }), car({ make: 'Toyota', model: 'Yaris' })],
    ['a luxury make is worth more', car({ make: 'BMW', model: 'X3' }), car({ make: 'Kia', model: 'Sportage' })],
  ])('%s', (_name, better, worse) => {
    expect(offer(better)!).toBeGreaterThan(offer(worse)!);
  });

  it('does not discount finance owing', () => {
    expect(offer(car({ answers: { ...good, finance_owing: 'Yes' } }))).toBe(offer(car()));
  });
});
