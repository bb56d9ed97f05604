import { describe, expect, it } from 'vitest';
import { FacetColumn } from './columns';
import { topValueIds } from './facets';

function column(values: string[]): FacetColumn {
  const result = new FacetColumn();
  values.forEach((value, slot) => result.set(slot, value));
  return result;
}

describe('topValueIds', () => {
  const names = ['delta', 'alpha', 'echo', 'charlie', 'bravo', 'foxtrot'];
  const facet = column(names);
  const counts = Int32Array.from([3, 1, 3, 1, 1, 5]);
  const shown = (limit: number, sortBy: 'count' | 'alpha' = 'count') =>
    topValueIds(facet, counts, limit, sortBy).ids.map((id) => `${facet.values[id]}:${counts[id]}`);

  it('orders by count, then value, when everything fits', () => {
    expect(shown(10)).toEqual(['foxtrot:5', 'delta:3', 'echo:3', 'alpha:1', 'bravo:1', 'charlie:1']);
  });

  it('cuts ties at the limit alphabetically without sorting everything', () => {
    expect(shown(4)).toEqual(['foxtrot:5', 'delta:3', 'echo:3', 'alpha:1']);
    expect(shown(2)).toEqual(['foxtrot:5', 'delta:3']);
    expect(shown(0)).toEqual([]);
    expect(topValueIds(facet, counts, 4, 'count').total).toBe(6);
  });

  it('sorts alphabetically on request', () => {
    expect(shown(3, 'alpha')).toEqual(['alpha:1', 'bravo:1', 'charlie:1']);
  });

  it('skips values with no matches', () => {
    const sparse = Int32Array.from([0, 2, 0, 0, 7, 0]);
    expect(topValueIds(facet, sparse, 1, 'count').ids.map((id) => facet.values[id])).toEqual(['bravo']);
    expect(topValueIds(facet, sparse, 5, 'count').ids.map((id) => facet.values[id])).toEqual(['bravo', 'alpha']);
  });
});

describe('FacetColumn', () => {
  it('stores multi-valued slots in its pool and survives rewrites and compaction', () => {
    const facet = new FacetColumn();
    for (let round = 0; round < 5; round++) {
      for (let slot = 0; slot < 1000; slot++) facet.set(slot, [`a${(slot + round) % 3}`, `b${slot % 2}`, 'c']);
    }
    const idsOf = (slot: number) => {
      const start = facet.multiStart[slot]!;
      return Array.from(facet.pool.subarray(start, start + facet.multiLength[slot]!), (id) => facet.values[id]);
    };
    expect(idsOf(10)).toEqual(['a2', 'b0', 'c']);
    expect(idsOf(999)).toEqual(['a1', 'b1', 'c']);
    facet.set(10, 'single');
    expect(facet.values[facet.single[10]!]).toBe('single');
    expect(facet.idsFor('SINGLE', false)).toEqual([facet.single[10]]);
    expect(facet.idsFor('SINGLE', true)).toEqual([]);
  });
});
