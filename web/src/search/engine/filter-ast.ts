/**
 * The boolean filter tree every filter source compiles to: the `filters` string, `facetFilters`,
 * `numericFilters`, `tagFilters` and the tenant's base filter. They are combined as tree nodes,
 * never as strings, so no request text can reopen a parenthesis of the base filter.
 */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FacetLeaf = { kind: 'facet'; attribute: string; value: string; negated: boolean };
export type TagLeaf = { kind: 'tag'; value: string; negated: boolean };
/** Negation is folded into the operator (`NOT a > 1` is `a <= 1`), as Algolia does. */
export type NumericLeaf = { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number };
/** Both bounds inclusive; `outside` is the negated range. */
export type RangeLeaf = { kind: 'range'; attribute: string; lower: number; upper: number; outside: boolean };

export type FilterLeaf = FacetLeaf | TagLeaf | NumericLeaf | RangeLeaf;
export type FilterNode = FilterLeaf | { kind: 'and'; children: FilterNode[] } | { kind: 'or'; children: FilterNode[] };

export type FilterParse = { ok: true; filter: FilterNode | null } | { ok: false; message: string };

const NEGATED: Record<NumericOperator, NumericOperator> = {
  '<': '>=',
  '<=': '>',
  '=': '!=',
  '!=': '=',
  '>=': '<',
  '>': '<=',
};

export function negateOperator(operator: NumericOperator): NumericOperator {
  return NEGATED[operator];
}

/** ANDs the present filters; `null` means "no filter". */
export function andFilters(filters: ReadonlyArray<FilterNode | null | undefined>): FilterNode | null {
  const present = filters.filter((filter): filter is FilterNode => filter != null);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0]!;
  return { kind: 'and', children: present };
}

/** Every attribute a filter reads (`_tags` for tag filters). */
export function filterAttributes(filter: FilterNode | null): string[] {
  if (!filter) return [];
  if (filter.kind === 'and' || filter.kind === 'or') return [...new Set(filter.children.flatMap(filterAttributes))];
  return [filter.kind === 'tag' ? '_tags' : filter.attribute];
}
