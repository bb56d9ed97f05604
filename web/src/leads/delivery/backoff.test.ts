import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, retryDelayMs } from './backoff';

const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 };

describe('retryDelayMs', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [10, 2_560_000],
    [11, 3_600_000],
    [500, 3_600_000],
    [0, 5_000],
  ])('attempt %i waits %i ms', (attempt, expected) => {
    expect(retryDelayMs(attempt, noJitter, 1)).toBe(expected);
  });

  it('spreads retries within ±20% deterministically', () => {
    const delays = Array.from({ length: 200 }, (_, seed) => retryDelayMs(1, DEFAULT_BACKOFF, seed));
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(4_000);
      expect(d).toBeLessThanOrEqual(6_000);
    }
    expect(new Set(delays).size).toBeGreaterThan(50);
    expect(retryDelayMs(3, DEFAULT_BACKOFF, 7)).toBe(retryDelayMs(3, DEFAULT_BACKOFF, 7));
  });
});
