import { describe, expect, it } from 'vitest';
import { parseFilters } from './filter-parser';

const valid = (input: string) => {
  const result = parseFilters(input);
  if (!result.ok) throw new Error(`expected "${input}" to parse: ${result.message}`);
  return result.filter;
};
const invalid = (input: string) => {
  const result = parseFilters(input);
  if (result.ok) throw new Error(`expected "${input}" to be rejected`);
  return result.message;
};

describe('parseFilters: valid syntax (examples from Algolia docs)', () => {
  it.each([
    'category:Book',
    'author:"Stephen King"',
    "author:'Stephen King'",
    '"double quoted name":value',
    'name:"value with: colon"',
    'price > 12.99',
    'price>12.99',
    'price:5.99 TO 100',
    'num:123TO456',
    'price:-10 TO -1',
    'isEnabled:true',
    '_tags:published',
    'published',
    'public OR user_42',
    '(category:Book OR category:Ebook) AND _tags:published',
    'NOT category:Book',
    'NOT num:123 TO 456',
    'NOT num != 666',
    'NOT -a',
    'a AND b OR c',
    'a OR b AND (tags:movie AND price:10 TO 20)',
    'color:red AND category:shirt AND (count:0 TO 9 OR count = 10)',
    '(type:a OR type:b) AND NOT type:c AND NOT type:d',
    '(count:0 TO 9 OR count = 10) AND (_tags:featured OR _tags:x)',
    'a\nAND\rb\tAND\fc AND d',
    ' tag AND name : value AND num = 123 ',
    'name:value<score=789>',
    ' a < score = 789 > ',
    '"\\\\initial backslash"',
    '"double quote = \\""',
    'a\\ AND b',
    'name : -value',
    '\\name\\:\\value\\',
    '',
    '   ',
  ])('accepts %j', (input) => {
    valid(input);
  });

  it('builds the tree with OR binding tighter than AND', () => {
    expect(valid('a:1 AND b:2 OR b:3')).toEqual({
      kind: 'and',
      children: [
        { kind: 'facet', attribute: 'a', value: '1', negated: false },
        {
          kind: 'or',
          children: [
            { kind: 'facet', attribute: 'b', value: '2', negated: false },
            { kind: 'facet', attribute: 'b', value: '3', negated: false },
          ],
        },
      ],
    });
  });

  it('reads values, quotes, booleans, tags and numbers', () => {
    expect(valid('author:"Stephen King"')).toEqual({ kind: 'facet', attribute: 'author', value: 'Stephen King', negated: false });
    expect(valid('label:-Movie')).toEqual({ kind: 'facet', attribute: 'label', value: '-Movie', negated: false });
    expect(valid('NOT _tags:"-x"')).toEqual({ kind: 'tag', value: '-x', negated: true });
    expect(valid('published')).toEqual({ kind: 'tag', value: 'published', negated: false });
    expect(valid('price >= 10.5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '>=', value: 10.5 });
    expect(valid('price:10 TO 20')).toEqual({ kind: 'range', attribute: 'price', lower: 10, upper: 20, outside: false });
    expect(valid('sold:true')).toEqual({ kind: 'facet', attribute: 'sold', value: 'true', negated: false });
  });

  it('folds NOT into numeric operators and ranges', () => {
    expect(valid('NOT price > 5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '<=', value: 5 });
    expect(valid('NOT price = 5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '!=', value: 5 });
    expect(valid('NOT count:0 TO 9')).toEqual({ kind: 'range', attribute: 'count', lower: 0, upper: 9, outside: true });
  });

  it('flattens nested groups of the same operator', () => {
    expect(valid('(a:1 OR (a:2 OR a:3))')).toEqual({
      kind: 'or',
      children: ['1', '2', '3'].map((value) => ({ kind: 'facet', attribute: 'a', value, negated: false })),
    });
  });
});

describe('parseFilters: invalid syntax yields Algolia-phrased errors, never throws', () => {
  it.each([
    ['author:Stephen King', 'filters: Unexpected token string(King) expected end of filter at col 15'],
    [':value1 AND name2:value2', "filters: Unexpected token ':' expected filter at col 0"],
    ['name1: AND name2:value2', "filters: Unexpected token 'AND' expected string at col 7"],
    ['"":value1 AND name2:value2', 'filters: Unexpected token empty string expected filter at col 1'],
    ['name1:"" AND name2:value2', 'filters: Unexpected token empty string expected string at col 7'],
    ['"unclosed', 'filters: Unexpected token incomplete string expected filter at col 0'],
    ['a"b"c', 'filters: Unexpected token string(b) expected end of filter at col 1'],
    ['a\\ AND\\ b', 'filters: Unexpected token string(AND\\) expected end of filter at col 3'],
    ['not a', 'filters: Unexpected token string(a) expected end of filter at col 4'],
    ['a and b', 'filters: Unexpected token string(and) expected end of filter at col 2'],
    ['num:123 to 456', 'filters: Unexpected token string(to) expected end of filter at col 8'],
    ['NOT(a OR b)', "filters: Unexpected token '(' expected filter at col 3"],
    ['NOT (color:red OR color:blue)', "filters: Unexpected token '(' expected filter at col 4"],
    ['(a OR b', "filters: Unexpected token end of filter expected ')' at col 7"],
    ['a OR b)', "filters: Unexpected token ')' expected end of filter at col 6"],
    ['price > abc', 'filters: Unexpected token string(abc) expected numeric at col 8'],
    ['price == 5', 'filters: Unexpected token = expected numeric at col 7'],
    ['price:10 TO', 'filters: Unexpected token end of filter expected numeric at col 11'],
    ['num < 123 <score=789>', 'filters: Unexpected token < expected end of filter at col 10'],
    ['a<unknown=666>', 'filters: Unexpected token string(unknown) expected numeric at col 2'],
    ['a AND', 'filters: Unexpected token end of filter expected filter at col 5'],
  ])('rejects %j', (input, message) => {
    expect(invalid(input)).toBe(message);
  });

  it.each([
    '(a AND b) OR c',
    '(a AND b OR c) OR d',
    'a OR (b OR c AND d)',
    '((a AND b)) OR c',
    '((color:red AND category:shirt) AND (count:0 TO 9 OR count = 10))',
  ])('rejects an AND group inside an OR: %j', (input) => {
    expect(invalid(input)).toBe('filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed');
  });

  it('rejects mixing filter types in one OR, naming the expected type', () => {
    expect(invalid('a OR name:value')).toMatch(/^filters: Different types are not allowed in the same OR\.\nExpected a tag filter/);
    expect(invalid('name:value OR num = 666')).toMatch(/^filters: Different types are not allowed in the same OR\.\nExpected a facet filter/);
    expect(invalid('a=10 OR B')).toMatch(/^filters: Different types are not allowed in the same OR\.\nExpected a numeric filter/);
    expect(invalid('color:red OR _tags:x')).toContain('Different types are not allowed in the same OR');
    expect(invalid('(((tag1) OR tag2) OR name:value)')).toContain('Different types are not allowed in the same OR');
  });
});
