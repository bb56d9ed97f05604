import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';

/**
 * What a filter matches, checked on a five-record fixture against results observed on live
 * Algolia (as recorded by public client contract suites): negation forms, quoting, escaping,
 * numeric filters only matching records that have the attribute, tags being case-sensitive.
 */
const engine = createSearchEngine();
engine.setSettings('fixture', { attributesForFaceting: ['color', 'category', 'count', 'label', 'provider', 'isFeatured'] });
engine.saveObjects('fixture', [
  { objectID: '1', color: 'red', category: 'shirt', count: 10, label: '-Movie', isFeatured: true, _tags: ['featured'] },
  { objectID: '2', color: 'blue', category: 'shirt', count: -12, label: 'Movie', isFeatured: false, _tags: ['-x'] },
  { objectID: '3', color: 'red', category: 'pants', count: 3, isFeatured: false },
  { objectID: '4', color: 'green', category: 'hat', isFeatured: true, _tags: ['x', 'Mixed'] },
  { objectID: '5', color: 'navy blue', category: 'shirt', count: 0, provider: 'NBC: Universal "East"' },
]);

const ALL = ['1', '2', '3', '4', '5'];
const ids = (params: Record<string, unknown>) =>
  engine
    .search('fixture', { ...params, hitsPerPage: 100 })
    .hits.map((hit) => hit.objectID)
    .sort();

describe('filters', () => {
  it.each([
    ['color:red AND category:shirt', ['1']],
    ['(color:red AND category:shirt)', ['1']],
    ['(NOT color:red OR NOT category:shirt)', ['2', '3', '4', '5']],
    ['NOT color:red OR NOT category:shirt', ['2', '3', '4', '5']],
    ['(color:red OR NOT category:shirt)', ['1', '3', '4']],
    ['NOT color:red AND NOT color:blue', ['4', '5']],
    ['color:red AND (category:shirt OR category:pants)', ['1', '3']],
    ['color:red AND category:shirt AND (count:0 TO 9 OR count = 10)', ['1']],
    ['NOT count:0 TO 9', ['1', '2']],
    ['count != 10', ['2', '3', '5']],
    ['count < 0', ['2']],
    ['count > 3', ['1']],
    ['count >= 3', ['1', '3']],
    ['count <= 0', ['2', '5']],
    ['count > -12.5 AND count < 0.5', ['2', '5']],
    ['count = 0', ['5']],
    ['label:-Movie', ['1']],
    ['count:-12', ['2']],
    ['label:"-Movie"', ['1']],
    ['NOT label:"-Movie"', ['2', '3', '4', '5']],
    ['_tags:"-x"', ['2']],
    ['NOT _tags:"-x"', ['1', '3', '4', '5']],
    ['(count:0 TO 9 OR count = 10) AND (_tags:featured OR _tags:x)', ['1']],
    ['COLOR:red', []],
    ['color:RED', ['1', '3']],
    ['isFeatured:true', ['1', '4']],
    ['isFeatured = 1', ['1', '4']],
    ['x OR featured', ['1', '4']],
    ['_tags:mixed', []],
    ['_tags:Mixed', ['4']],
    ['undeclared:value', []],
    ['NOT undeclared:value', ALL],
    ['objectID:3', ['3']],
  ])('%s', (filters, expected) => {
    expect(ids({ filters })).toEqual(expected);
  });
});

describe('facetFilters', () => {
  it.each([
    [[['"label":"-Movie"']], ['1', '3', '4', '5']],
    [[['"count":"-12"']], ALL],
    [[['label:\\-Movie']], ['1']],
    [[['"label":"\\-Movie"']], ['1']],
    [[['"count":"\\-12"']], ['2']],
    [[['"color":-"red"']], ALL],
    [[['-"color":"red"']], []],
    [[['color:-red']], ['2', '4', '5']],
    [[['"color":"-red"']], ['2', '4', '5']],
    [[['color:"-red"']], ['2', '4', '5']],
    [[['label:--Movie']], ['2', '3', '4', '5']],
    [[['"label":-"\\-Movie"']], ALL],
    [[['label:-\\-Movie']], ALL],
    [[['provider:NBC: Universal "East"']], ['5']],
    [[['color:navy blue']], ['5']],
    [[['color:-navy blue']], ['1', '2', '3', '4']],
    [[['count:10']], ['1']],
    [[['"provider":"NBC: Universal \\"East\\""']], []],
    [[['"color":red']], ['1', '3']],
    [[['color:red', 'color:blue'], 'category:shirt'], ['1', '2']],
    ['color:red', ['1', '3']],
  ])('%j', (facetFilters, expected) => {
    expect(ids({ facetFilters })).toEqual(expected);
  });
});

describe('tagFilters and numericFilters', () => {
  it.each([
    [{ tagFilters: [['\\-x']] }, ['2']],
    [{ tagFilters: [['--x']] }, ['1', '3', '4', '5']],
    [{ tagFilters: [['-\\-x']] }, ALL],
    [{ tagFilters: [['"-x"']] }, []],
    [{ tagFilters: [['-x']] }, ['1', '2', '3', '5']],
    [{ tagFilters: '' }, ALL],
    [{ numericFilters: [['count:0 TO 9', 'count = 10']], tagFilters: [['featured', 'x']] }, ['1']],
    [{ numericFilters: ['count>=0', 'count<=3'] }, ['3', '5']],
    [{ filters: 'category:shirt', facetFilters: [['color:red', 'color:blue']], numericFilters: ['count > -20'] }, ['1', '2']],
  ])('%j', (params, expected) => {
    expect(ids(params)).toEqual(expected);
  });
});

describe('invalid filters are 400 errors', () => {
  it.each([
    [{ filters: 'NOT (color:red OR color:blue)' }, "Unexpected token '('"],
    [{ filters: 'NOT (color:red AND category:shirt)' }, "Unexpected token '('"],
    [{ filters: '((color:red AND category:shirt) AND (count:0 TO 9 OR count = 10))' }, 'only (X OR Y) AND Z is allowed'],
    [{ filters: 'color:red OR _tags:x' }, 'Different types are not allowed in the same OR'],
    [{ facetFilters: [[['color:red']]] }, 'facetFilters: Nested arrays'],
    [{ facetFilters: ['red'] }, 'facetFilters: Invalid facet filter "red"'],
    [{ numericFilters: ['count'] }, 'numericFilters: Invalid syntax for numeric condition: count'],
  ])('%j', (params, message) => {
    expect(() => engine.search('fixture', params)).toThrow(message);
    try {
      engine.search('fixture', params);
    } catch (error) {
      expect((error as { status: number }).status).toBe(400);
    }
  });
});
