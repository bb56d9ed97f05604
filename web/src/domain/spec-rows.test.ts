import { describe, expect, it } from 'vitest';
import { visibleSpecRows, type SpecRow } from './spec-rows';

describe('visibleSpecRows', () => {
  it.each<[string, SpecRow['value'], boolean]>([
    ['text', 'Automatic', true],
    ['number', 2021, true],
    ['zero', 0, true],
    ['empty string', '', false],
    ['whitespace', '   ', false],
    ['null', null, false],
    ['undefined', undefined, false],
    ["the text 'null'", 'null', false],
    ["the text 'NULL'", ' NULL ', false],
    ["the text 'undefined'", 'undefined', false],
    ['NaN', Number.NaN, false],
  ])('%s shown: %s', (_name, value, shown) => {
    expect(visibleSpecRows([{ label: 'Row', value }])).toHaveLength(shown ? 1 : 0);
  });

  it('keeps order and stringifies values', () => {
    expect(visibleSpecRows([
      { label: 'Year', value: 2021 },
      { label: 'Colour', value: 'null' },
      { label: 'Body', value: ' Sedan ' },
    ])).toEqual([{ label: 'Year', value: '2021' }, { label: 'Body', value: 'Sedan' }]);
  });
});
