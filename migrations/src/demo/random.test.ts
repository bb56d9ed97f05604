import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('differs for another seed', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('keeps int within inclusive bounds and reaches both ends', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const value = random.int(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('never picks a zero-weight entry', () => {
    const random = createRandom(9);
    for (let i = 0; i < 300; i++) expect(random.weighted([['a', 1], ['b', 0], ['c', 2]] as const)).not.toBe('b');
  });

  it('shuffles without losing items', () => {
    expect(createRandom(3).shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('forks independent but reproducible children', () => {
    expect(createRandom(5).fork('x').next()).toBe(createRandom(5).fork('x').next());
    expect(createRandom(5).fork('x').next()).not.toBe(createRandom(5).fork('y').next());
  });
});
