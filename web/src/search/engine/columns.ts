/**
 * Column storage for one attribute across all record slots. Facet values are dictionary-encoded
 * (value → small integer id) so filters compare integers and facet counts index an Int32Array;
 * numbers sit in a Float64Array (NaN when absent). Multi-valued attributes (arrays) keep their ids
 * in a side array, touched only for the slots that need it.
 */
export const NO_VALUE = -1;
export const MULTI = -2;

const INITIAL_CAPACITY = 64;

export function readAttribute(record: Readonly<Record<string, unknown>>, path: string): unknown {
  if (path in record || !path.includes('.')) return record[path];
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Facet values of a raw attribute, the way Algolia stringifies them (`true`, `2019`). */
export function facetValuesOf(raw: unknown): string[] {
  if (typeof raw === 'string') return raw === '' ? [] : [raw];
  if (typeof raw === 'number') return Number.isFinite(raw) ? [String(raw)] : [];
  if (typeof raw === 'boolean') return [raw ? 'true' : 'false'];
  if (Array.isArray(raw)) return raw.flatMap((item) => (Array.isArray(item) ? [] : facetValuesOf(item)));
  return [];
}

function grownCapacity(current: number, needed: number): number {
  let capacity = Math.max(current, INITIAL_CAPACITY);
  while (capacity < needed) capacity *= 2;
  return capacity;
}

export class FacetColumn {
  /** Facet value per id; ids are never reused, a value with no records simply counts zero. */
  readonly values: string[] = [];
  /** slot → value id, NO_VALUE, or MULTI (then its ids are `pool[multiStart[slot] ..+ multiLength[slot]]`). */
  single: Int32Array = new Int32Array(0);
  multiStart: Int32Array = new Int32Array(0);
  multiLength: Int32Array = new Int32Array(0);
  /**
   * Ids of multi-valued slots, appended on write; a rewritten slot leaves its old run behind as
   * garbage until compaction. One flat typed array keeps the counting loops monomorphic and fast.
   */
  pool: Int32Array = new Int32Array(64);
  private poolUsed = 0;
  private poolGarbage = 0;
  private readonly idOf = new Map<string, number>();
  private readonly idsOfLower = new Map<string, number[]>();
  private alphabetical: Int32Array | null = null;

  /** Value ids in alphabetical order of their values; recomputed only when values were added. */
  alphabeticalIds(): Int32Array {
    if (!this.alphabetical || this.alphabetical.length !== this.values.length) {
      const values = this.values;
      const ids = Array.from(values.keys()).sort((a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0));
      this.alphabetical = Int32Array.from(ids);
    }
    return this.alphabetical;
  }

  ensureCapacity(slots: number): void {
    if (slots <= this.single.length) return;
    const capacity = grownCapacity(this.single.length, slots);
    const single = new Int32Array(capacity).fill(NO_VALUE);
    single.set(this.single);
    this.single = single;
    const start = new Int32Array(capacity);
    start.set(this.multiStart);
    this.multiStart = start;
    const length = new Int32Array(capacity);
    length.set(this.multiLength);
    this.multiLength = length;
  }

  set(slot: number, raw: unknown): void {
    this.clearSlot(slot);
    this.ensureCapacity(slot + 1);
    const values = facetValuesOf(raw);
    if (values.length === 0) return;
    if (values.length === 1) {
      this.single[slot] = this.intern(values[0]!);
      return;
    }
    const ids = [...new Set(values.map((value) => this.intern(value)))];
    this.reservePool(ids.length);
    this.pool.set(ids, this.poolUsed);
    this.single[slot] = MULTI;
    this.multiStart[slot] = this.poolUsed;
    this.multiLength[slot] = ids.length;
    this.poolUsed += ids.length;
  }

  clearSlot(slot: number): void {
    if (slot >= this.single.length) return;
    if (this.single[slot] === MULTI) this.poolGarbage += this.multiLength[slot]!;
    this.single[slot] = NO_VALUE;
    this.multiLength[slot] = 0;
  }

  /** Ids whose value equals `value`; facet filters ignore case, tag filters do not. */
  idsFor(value: string, caseSensitive: boolean): readonly number[] {
    if (caseSensitive) {
      const id = this.idOf.get(value);
      return id === undefined ? [] : [id];
    }
    return this.idsOfLower.get(value.toLowerCase()) ?? [];
  }

  private reservePool(extra: number): void {
    if (this.poolGarbage > 1024 && this.poolGarbage > this.poolUsed / 2) this.compactPool();
    if (this.poolUsed + extra <= this.pool.length) return;
    const pool = new Int32Array(grownCapacity(this.pool.length, this.poolUsed + extra));
    pool.set(this.pool.subarray(0, this.poolUsed));
    this.pool = pool;
  }

  private compactPool(): void {
    const pool = new Int32Array(Math.max(64, this.poolUsed - this.poolGarbage));
    let used = 0;
    for (let slot = 0; slot < this.single.length; slot++) {
      if (this.single[slot] !== MULTI) continue;
      const start = this.multiStart[slot]!;
      const length = this.multiLength[slot]!;
      pool.set(this.pool.subarray(start, start + length), used);
      this.multiStart[slot] = used;
      used += length;
    }
    this.pool = pool;
    this.poolUsed = used;
    this.poolGarbage = 0;
  }

  private intern(value: string): number {
    let id = this.idOf.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.idOf.set(value, id);
      const lower = value.toLowerCase();
      const same = this.idsOfLower.get(lower);
      if (same) same.push(id);
      else this.idsOfLower.set(lower, [id]);
    }
    return id;
  }
}

const KIND_NONE = 0;
const KIND_NUMBER = 1;
const KIND_BOOLEAN = 2;

export class NumericColumn {
  /** slot → number (booleans as 0/1, as Algolia filters them), NaN when absent or multi-valued. */
  values: Float64Array = new Float64Array(0);
  readonly multi: Array<Float64Array | undefined> = [];
  /** Slots holding real numbers: facets_stats are only reported for numeric facets. */
  numberCount = 0;
  multiCount = 0;
  private kinds: Uint8Array = new Uint8Array(0);

  ensureCapacity(slots: number): void {
    if (slots <= this.values.length) return;
    const capacity = grownCapacity(this.values.length, slots);
    const values = new Float64Array(capacity).fill(Number.NaN);
    values.set(this.values);
    this.values = values;
    const kinds = new Uint8Array(capacity);
    kinds.set(this.kinds);
    this.kinds = kinds;
  }

  set(slot: number, raw: unknown): void {
    this.clearSlot(slot);
    this.ensureCapacity(slot + 1);
    const numbers: number[] = [];
    let kind = KIND_NONE;
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (typeof item === 'number' && Number.isFinite(item)) {
        numbers.push(item);
        kind = KIND_NUMBER;
      } else if (typeof item === 'boolean') {
        numbers.push(item ? 1 : 0);
        if (kind === KIND_NONE) kind = KIND_BOOLEAN;
      }
    }
    this.kinds[slot] = kind;
    if (kind === KIND_NUMBER) this.numberCount++;
    if (numbers.length === 1) {
      this.values[slot] = numbers[0]!;
    } else if (numbers.length > 1) {
      this.multi[slot] = Float64Array.from(numbers);
      this.multiCount++;
    }
  }

  clearSlot(slot: number): void {
    if (slot >= this.values.length) return;
    if (this.kinds[slot] === KIND_NUMBER) this.numberCount--;
    if (this.multi[slot]) this.multiCount--;
    this.kinds[slot] = KIND_NONE;
    this.values[slot] = Number.NaN;
    this.multi[slot] = undefined;
  }

  /** The value a sort uses: the single value, or the first of an array. */
  sortValue(slot: number): number {
    const value = this.values[slot] ?? Number.NaN;
    if (!Number.isNaN(value)) return value;
    return this.multi[slot]?.[0] ?? Number.NaN;
  }
}
