import { andFilters, type FilterNode } from './filter-ast';
import { parseFilterExpression } from './filter-parser';

/**
 * The array forms of filtering: `facetFilters`, `numericFilters`, `tagFilters`. The outer list is
 * ANDed, a nested list is ORed, deeper nesting is refused. Value quoting and negation follow what
 * Algolia does with these strings (checked against its live behaviour by public contract suites):
 * `attr:-v` and `attr:"-v"` negate, `attr:\-v` is the literal `-v`, and only a fully quoted value
 * is unquoted. A plain string is one filter, except in an urlencoded `params` string, where the
 * legacy comma list `a:b,(c:d,c:e)` is understood.
 */
export type FilterList = string | ReadonlyArray<string | ReadonlyArray<string>>;
export type FilterListResult = { ok: true; filter: FilterNode | null } | { ok: false; message: string };

type LeafParser = (raw: string) => { ok: true; filter: FilterNode } | { ok: false; message: string };

export function parseFacetFilters(list: FilterList | undefined): FilterListResult {
  return parseList('facetFilters', list, parseFacetFilter);
}

export function parseNumericFilters(list: FilterList | undefined): FilterListResult {
  return parseList('numericFilters', list, parseNumericFilter);
}

export function parseTagFilters(list: FilterList | undefined): FilterListResult {
  return parseList('tagFilters', list, parseTagFilter);
}

/** Splits the legacy string form `a:b,(c:d,c:e)` of the urlencoded `params` into nested lists. */
export function splitLegacyFilterList(value: string): Array<string | string[]> {
  const groups: Array<string | string[]> = [];
  let depth = 0;
  let current = '';
  let group: string[] | null = null;
  for (const ch of value) {
    if (ch === '(' && depth === 0) {
      depth = 1;
      group = [];
      continue;
    }
    if (ch === ')' && depth === 1) {
      depth = 0;
      if (current !== '') group?.push(current);
      if (group) groups.push(group);
      group = null;
      current = '';
      continue;
    }
    if (ch === ',') {
      if (group) group.push(current);
      else if (current !== '') groups.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (current !== '') groups.push(current);
  return groups;
}

function parseList(name: string, list: FilterList | undefined, parseLeaf: LeafParser): FilterListResult {
  if (list === undefined || list === '') return { ok: true, filter: null };
  const entries = typeof list === 'string' ? [list] : list;
  const groups: FilterNode[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      const leaf = parseLeaf(entry);
      if (!leaf.ok) return { ok: false, message: `${name}: ${leaf.message}` };
      groups.push(leaf.filter);
      continue;
    }
    if (!Array.isArray(entry)) return { ok: false, message: `${name}: Unexpected type ${typeof entry}` };
    const alternatives: FilterNode[] = [];
    for (const alternative of entry as unknown[]) {
      if (typeof alternative !== 'string') {
        return { ok: false, message: `${name}: Nested arrays are not allowed deeper than two levels` };
      }
      const leaf = parseLeaf(alternative);
      if (!leaf.ok) return { ok: false, message: `${name}: ${leaf.message}` };
      alternatives.push(leaf.filter);
    }
    if (alternatives.length === 1) groups.push(alternatives[0]!);
    else if (alternatives.length > 1) groups.push({ kind: 'or', children: alternatives });
  }
  return { ok: true, filter: andFilters(groups) };
}

function parseFacetFilter(raw: string): ReturnType<LeafParser> {
  let attribute: string;
  let rest: string;
  if (raw.startsWith('"')) {
    const close = raw.indexOf('"', 1);
    if (close < 0 || raw[close + 1] !== ':') return invalidFacet(raw);
    attribute = raw.slice(1, close);
    rest = raw.slice(close + 2);
  } else {
    const colon = raw.indexOf(':');
    if (colon < 0) return invalidFacet(raw);
    attribute = raw.slice(0, colon);
    rest = raw.slice(colon + 1);
  }
  let value = rest.length >= 2 && rest.startsWith('"') && rest.endsWith('"') ? rest.slice(1, -1) : rest;
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\')) {
    value = value.slice(1);
  }
  if (attribute === '_tags') return { ok: true, filter: { kind: 'tag', value, negated } };
  return { ok: true, filter: { kind: 'facet', attribute, value, negated } };
}

function invalidFacet(raw: string): { ok: false; message: string } {
  return { ok: false, message: `Invalid facet filter "${raw}", expected attribute:value` };
}

function parseNumericFilter(raw: string): ReturnType<LeafParser> {
  const parsed = parseFilterExpression(raw);
  if (!parsed.ok) return parsed;
  const filter = parsed.filter;
  if (filter && (filter.kind === 'numeric' || filter.kind === 'range')) return { ok: true, filter };
  return { ok: false, message: `Invalid syntax for numeric condition: ${raw}` };
}

function parseTagFilter(raw: string): ReturnType<LeafParser> {
  if (raw.startsWith('-')) return { ok: true, filter: { kind: 'tag', value: raw.slice(1), negated: true } };
  const value = raw.startsWith('\\') ? raw.slice(1) : raw;
  return { ok: true, filter: { kind: 'tag', value, negated: false } };
}
