import { andInto, complementWithin, createBitset, orInto, toSlotList, type Bitset } from './bitset';
import { MULTI, type FacetColumn, type NumericColumn } from './columns';
import type { FacetLeaf, FilterNode, NumericOperator, TagLeaf } from './filter-ast';
import type { IndexStore } from './index-store';

export type FilterRules = {
  /** Facet filters only work on attributes declared in attributesForFaceting (Algolia matches nothing otherwise). */
  canFilterFacet(attribute: string): boolean;
  /** Numeric filters work on any attribute unless numericAttributesForFiltering narrows them. */
  canFilterNumeric(attribute: string): boolean;
};

/**
 * Evaluates a filter tree to the bitset of matching live slots; with `within` (the tenant's slots),
 * of those slots only, and each condition reads only them: a query's cost follows the tenant's
 * stock, not the platform's.
 */
export function evaluateFilter(store: IndexStore, filter: FilterNode | null, rules: FilterRules, within?: Bitset): Bitset {
  const live = within ? within.slice() : store.liveSlots();
  if (!filter) return live;
  return new Evaluator(store, rules, live, within ? toSlotList(within) : null).node(filter);
}

class Evaluator {
  constructor(
    private readonly store: IndexStore,
    private readonly rules: FilterRules,
    private readonly live: Bitset,
    /** The slots to read (null: all of them). */
    private readonly scope: Int32Array | null,
  ) {}

  node(node: FilterNode): Bitset {
    switch (node.kind) {
      case 'and': {
        const [first, ...rest] = node.children;
        if (!first) return this.live.slice();
        const bits = this.node(first);
        for (const child of rest) andInto(bits, this.node(child));
        return bits;
      }
      case 'or':
        return this.or(node.children);
      case 'facet':
      case 'tag':
        return this.facets([node]);
      case 'numeric':
        return this.numeric(node.attribute, intervalOf(node.operator, node.value));
      case 'range':
        return this.numeric(node.attribute, { low: node.lower, high: node.upper, lowOpen: false, highOpen: false, outside: node.outside });
    }
  }

  /** Positive facet/tag alternatives share one column scan per attribute (`make:A OR make:B`). */
  private or(children: FilterNode[]): Bitset {
    const positive = children.filter(
      (child): child is FacetLeaf | TagLeaf => (child.kind === 'facet' || child.kind === 'tag') && !child.negated,
    );
    const grouped = new Set<FilterNode>(positive);
    const bits = positive.length > 0 ? this.facets(positive) : createBitset(this.store.slotCount);
    for (const child of children) if (!grouped.has(child)) orInto(bits, this.node(child));
    return bits;
  }

  /** OR of facet/tag leaves; a single leaf may be negated. */
  private facets(leaves: Array<FacetLeaf | TagLeaf>): Bitset {
    const bits = createBitset(this.store.slotCount);
    const byAttribute = new Map<string, Array<FacetLeaf | TagLeaf>>();
    for (const leaf of leaves) {
      const attribute = leaf.kind === 'tag' ? '_tags' : leaf.attribute;
      if (leaf.kind === 'facet' && !this.rules.canFilterFacet(attribute)) continue;
      const group = byAttribute.get(attribute);
      if (group) group.push(leaf);
      else byAttribute.set(attribute, [leaf]);
    }
    for (const [attribute, group] of byAttribute) {
      const column = this.store.facetColumn(attribute);
      const wanted = new Uint8Array(column.values.length);
      let any = false;
      for (const leaf of group) {
        for (const id of column.idsFor(leaf.value, leaf.kind === 'tag')) {
          wanted[id] = 1;
          any = true;
        }
      }
      if (any) scanFacet(column, wanted, bits, this.store.slotCount, this.scope);
    }
    if (leaves.length === 1 && leaves[0]!.negated) complementWithin(bits, this.live);
    return bits;
  }

  private numeric(attribute: string, interval: Interval): Bitset {
    const bits = createBitset(this.store.slotCount);
    if (!this.rules.canFilterNumeric(attribute)) return bits;
    scanNumeric(this.store.numericColumn(attribute), interval, bits, this.store.slotCount, this.scope);
    return bits;
  }
}

/** Every numeric condition is an interval test, or its complement (`!=`, negated ranges). */
type Interval = { low: number; high: number; lowOpen: boolean; highOpen: boolean; outside: boolean };

function intervalOf(operator: NumericOperator, value: number): Interval {
  const all = { low: -Infinity, high: Infinity, lowOpen: false, highOpen: false, outside: false };
  switch (operator) {
    case '<':
      return { ...all, high: value, highOpen: true };
    case '<=':
      return { ...all, high: value };
    case '=':
      return { ...all, low: value, high: value };
    case '!=':
      return { ...all, low: value, high: value, outside: true };
    case '>=':
      return { ...all, low: value };
    case '>':
      return { ...all, low: value, lowOpen: true };
  }
}

function inInterval(value: number, interval: Interval): boolean {
  const inside =
    (interval.lowOpen ? value > interval.low : value >= interval.low) &&
    (interval.highOpen ? value < interval.high : value <= interval.high);
  return inside !== interval.outside;
}

function scanFacet(column: FacetColumn, wanted: Uint8Array, bits: Bitset, slots: number, scope: Int32Array | null): void {
  const { single, multiStart, multiLength, pool } = column;
  const end = Math.min(slots, single.length);
  const count = scope ? scope.length : end;
  for (let i = 0; i < count; i++) {
    const slot = scope ? scope[i]! : i;
    if (slot >= end) break;
    const id = single[slot]!;
    if (id >= 0) {
      if (wanted[id] === 1) bits[slot >>> 5]! |= 1 << (slot & 31);
    } else if (id === MULTI) {
      const stop = multiStart[slot]! + multiLength[slot]!;
      for (let k = multiStart[slot]!; k < stop; k++) {
        if (wanted[pool[k]!] === 1) {
          bits[slot >>> 5]! |= 1 << (slot & 31);
          break;
        }
      }
    }
  }
}

/** Absent values (NaN) never match, so numeric filters and their negations only see records with a value. */
function scanNumeric(column: NumericColumn, interval: Interval, bits: Bitset, slots: number, scope: Int32Array | null): void {
  const values = column.values;
  const end = Math.min(slots, values.length);
  // Bounds folded into closed comparisons against nudged limits keep the hot loop branch-light.
  const low = interval.lowOpen ? nextUp(interval.low) : interval.low;
  const high = interval.highOpen ? nextDown(interval.high) : interval.high;
  const outside = interval.outside;
  const count = scope ? scope.length : end;
  for (let i = 0; i < count; i++) {
    const slot = scope ? scope[i]! : i;
    if (slot >= end) break;
    const value = values[slot]!;
    if (value === value && (value >= low && value <= high) !== outside) bits[slot >>> 5]! |= 1 << (slot & 31);
  }
  if (column.multiCount === 0) return;
  column.multi.forEach((list, slot) => {
    if (list && slot < slots && list.some((value) => inInterval(value, interval))) bits[slot >>> 5]! |= 1 << (slot & 31);
  });
}

const scratch = new Float64Array(1);
const scratchBits = new BigInt64Array(scratch.buffer);

/** The next representable double above / below x (for open interval bounds). */
function nextUp(x: number): number {
  if (Number.isNaN(x) || x === Infinity) return x;
  if (x === 0) return Number.MIN_VALUE;
  scratch[0] = x;
  scratchBits[0] = scratchBits[0]! + (x > 0 ? 1n : -1n);
  return scratch[0]!;
}

function nextDown(x: number): number {
  return -nextUp(-x);
}
