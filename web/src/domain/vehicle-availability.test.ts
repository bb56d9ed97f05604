import { describe, expect, it } from 'vitest';
import { isAvailable } from './vehicle-availability';

describe('isAvailable', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['other', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isAvailable(status)).toBe(expected);
  });
});
