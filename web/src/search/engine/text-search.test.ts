import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { boundedDistance, matchWord } from './typo';
import { configureVehicleIndexes } from './vehicle-indexes';

const vehicles = [
  { objectID: '1', name: '2019 Toyota Corolla Ascent Sport', make: 'Toyota', model: 'Corolla', colour: 'White', city: 'Brisbane', stocknum: 'ST1001', custom_rank: 5 },
  { objectID: '2', name: '2021 Toyota Camry SL', make: 'Toyota', model: 'Camry', colour: 'Silver', city: 'Parramatta', stocknum: 'ST1002', custom_rank: 9 },
  { objectID: '3', name: '2018 Mazda CX-5 Maxx', make: 'Mazda', model: 'CX-5', colour: 'Red', city: 'Brisbane', stocknum: 'ST1003', custom_rank: 1 },
  { objectID: '4', name: '2020 Škoda Octavia RS', make: 'Škoda', model: 'Octavia', colour: 'Grey', city: 'Coburg', stocknum: 'ST1004', custom_rank: 3 },
  { objectID: '5', name: '2017 Ford Ranger XLT', make: 'Ford', model: 'Ranger', colour: 'Blue', city: 'Southport', stocknum: 'ST2005', custom_rank: 7 },
  { objectID: '6', name: '2016 Toyota LandCruiser GXL', make: 'Toyota', model: 'LandCruiser', colour: 'White', city: 'Toowoomba', stocknum: 'ST2006', custom_rank: 2 },
];

function setup(settings: Record<string, unknown> = {}) {
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: 'Car_production' });
  if (Object.keys(settings).length > 0) engine.setSettings('Car_production', settings);
  engine.saveObjects('Car_production', vehicles);
  const ids = (query: string, extra: Record<string, unknown> = {}) =>
    engine.search('Car_production', { query, ...extra }).hits.map((hit) => hit.objectID);
  return { engine, ids };
}

describe('text search', () => {
  it('matches the last word as a prefix and earlier words whole, ANDed', () => {
    const { ids } = setup();
    expect(ids('toy')).toEqual(['2', '1', '6']);
    expect(ids('toyota cor')).toEqual(['1']);
    expect(ids('toy corolla')).toEqual([]);
    expect(ids('white toyota')).toEqual(['1', '6']);
    expect(ids('st100')).toEqual(['2', '1', '4', '3']);
    expect(ids('ST2006')).toEqual(['6']);
  });

  it('ignores case and diacritics, and splits on punctuation', () => {
    const { ids } = setup();
    expect(ids('SKODA')).toEqual(['4']);
    expect(ids('škoda octavia')).toEqual(['4']);
    expect(ids('cx-5')).toEqual(['3']);
    expect(ids('cx 5')).toEqual(['3']);
  });

  it('tolerates one typo from 5 letters and two from 8 (vehicle settings), none on numbers', () => {
    const { ids } = setup();
    expect(ids('toyta')).toEqual(['2', '1', '6']);
    expect(ids('corola')).toEqual(['1']);
    expect(ids('mazad')).toEqual(['3']); // transposition counts as one typo
    expect(ids('fird')).toEqual([]); // 4 letters: no typo allowed
    expect(ids('landcrusier')).toEqual(['6']);
    expect(ids('lndcrusier')).toEqual(['6']);
    expect(ids('lndcrsier')).toEqual([]);
    expect(ids('2019 toyota')).toEqual(['1']);
    expect(ids('2018 toyota')).toEqual([]);
  });

  it('uses Algolia defaults (one typo from 4 letters) when the index does not override them', () => {
    const engine = createSearchEngine();
    engine.saveObjects('plain', vehicles);
    expect(engine.search('plain', { query: 'fird' }).hits.map((hit) => hit.objectID)).toEqual(['5']);
    expect(engine.search('plain', { query: 'fird', typoTolerance: false }).nbHits).toBe(0);
  });

  it('ranks fewer typos first, then the index custom ranking', () => {
    const { ids } = setup();
    // "camry" matches record 2 exactly; "carry" is one typo away from "camry" only.
    expect(ids('toyota')).toEqual(['2', '1', '6']); // all exact: custom_rank desc
    const { engine } = setup();
    engine.saveObjects('Car_production', [{ objectID: '7', name: 'Toyota Camri', make: 'Toyota', model: 'Camri', custom_rank: 100 }]);
    expect(engine.search('Car_production', { query: 'camry' }).hits.map((hit) => hit.objectID)).toEqual(['2', '7']);
  });

  it('supports typoTolerance min and strict, and queryType', () => {
    const { engine, ids } = setup();
    engine.saveObjects('Car_production', [{ objectID: '7', name: 'Toyota Camri', make: 'Toyota', model: 'Camri', custom_rank: 100 }]);
    expect(ids('camry', { typoTolerance: 'min' })).toEqual(['2']);
    expect(ids('camry', { typoTolerance: 'strict' })).toEqual(['2', '7']);
    expect(ids('toy', { queryType: 'prefixNone' })).toEqual([]);
    expect(ids('toy cor', { queryType: 'prefixAll' })).toEqual(['1']);
  });

  it('restricts to searchable attributes and honours restrictSearchableAttributes', () => {
    const { ids } = setup();
    expect(ids('brisbane')).toEqual(['1', '3']);
    expect(ids('brisbane', { restrictSearchableAttributes: ['make'] })).toEqual([]);
    const { ids: narrow } = setup({ searchableAttributes: ['make'] });
    expect(narrow('corolla')).toEqual([]);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(boundedDistance('toyota', 'toyota', 2, false)).toBe(0);
    expect(boundedDistance('toyta', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('tyoota', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('toyotaa', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('tayota', 'toyota', 2, false)).toBe(1);
    expect(boundedDistance('abc', 'xyz', 2, false)).toBe(3);
    expect(boundedDistance('landcrz', 'landcruiser', 1, true)).toBe(1);
  });

  it('reports how a word matched', () => {
    const options = { typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, allowTyposOnNumericTokens: true } as const;
    expect(matchWord('toy', 'toyota', true, options)).toEqual({ typos: 0, exact: false, prefixLength: 3 });
    expect(matchWord('toyota', 'toyota', false, options)).toEqual({ typos: 0, exact: true, prefixLength: null });
    expect(matchWord('toyta', 'toyota', false, options)).toEqual({ typos: 1, exact: false, prefixLength: null });
    expect(matchWord('toy', 'toyota', false, options)).toBeNull();
  });
});

describe('typo candidates by word length', () => {
  it('finds a word added later whose length no indexed word had, with a typo and as a prefix', () => {
    const { engine, ids } = setup();
    expect(ids('supercharged')).toEqual([]);
    engine.saveObjects('Car_production', [{ objectID: '7', name: '2022 Holden Supercharged Commodore', make: 'Holden', model: 'Commodore', colour: 'Black', city: 'Adelaide', stocknum: 'ST3007', custom_rank: 4 }]);
    expect(ids('supercharged')).toEqual(['7']);
    expect(ids('supercharhed')).toEqual(['7']);
    expect(ids('holden supercharhe')).toEqual(['7']);
  });

  it('counts a whole-word typo only between words within the typo budget of the query length', () => {
    const { ids } = setup();
    expect(ids('corola')).toEqual(['1']);
    expect(ids('corollla')).toEqual(['1']);
    expect(ids('landcruise')).toEqual(['6']);
  });
});
