import { describe, expect, it } from 'vitest';
import { drawPrize } from './prize-draw';

const prizes = [
  { _key: 'detail', weight: 1 },
  { _key: 'fuel', weight: 3 },
  { _key: 'service', weight: 6 },
];

describe('drawPrize', () => {
  it.each<[number, string]>([
    [0, 'detail'],
    [0.0999, 'detail'],
    [0.1, 'fuel'],
    [0.3999, 'fuel'],
    [0.4, 'service'],
    [0.9999, 'service'],
    [1, 'service'],
  ])('random %s draws %s', (random, key) => {
    expect(drawPrize(prizes, () => random)?._key).toBe(key);
  });

  it('draws each prize in proportion to its weight', () => {
    const counts: Record<string, number> = { detail: 0, fuel: 0, service: 0 };
    // An even sweep of [0, 1): each prize's share of the tickets is exactly its weight's share.
    for (let i = 0; i < 1000; i += 1) counts[drawPrize(prizes, () => i / 1000)!._key]! += 1;
    expect(counts).toEqual({ detail: 100, fuel: 300, service: 600 });
  });

  it('never draws a prize with no, zero, negative or fractional weight', () => {
    const odd = [{ _key: 'none' }, { _key: 'zero', weight: 0 }, { _key: 'minus', weight: -5 }, { _key: 'half', weight: 0.5 }, { _key: 'real', weight: 2 }];
    for (const random of [0, 0.25, 0.5, 0.99]) expect(drawPrize(odd, () => random)?._key).toBe('real');
  });

  it('draws nothing when no prize can be won', () => {
    expect(drawPrize([], () => 0.5)).toBeNull();
    expect(drawPrize([{ _key: 'zero', weight: 0 }], () => 0.5)).toBeNull();
  });
});
