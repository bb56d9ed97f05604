import { createBitset, setBit, clearBit, type Bitset } from './bitset';
import { FacetColumn, NumericColumn, readAttribute } from './columns';

export type StoredRecord = Record<string, unknown> & { objectID: string };

/**
 * A deep copy of JSON-like record data (what Algolia stores), several times faster than
 * structuredClone on flat records, which matters when 50k records are saved at start-up.
 */
export function copyRecordData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyRecordData) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyRecordData((value as Record<string, unknown>)[key]);
  return copy as T;
}

/** What a column of an attribute that no record has reads as (never written to). */
const EMPTY_FACET_COLUMN = new FacetColumn();
const EMPTY_NUMERIC_COLUMN = new NumericColumn();

/** Values derived from the whole store kept at once (a few per index and replica in practice). */
const DERIVED_LIMIT = 256;

/** One write to the store, as derived values see it: a record replaced in its slot, added, or deleted. */
export type StoreWrite = { kind: 'replace'; slot: number; changed: ReadonlySet<string> } | { kind: 'insert' | 'delete'; slot: number };

/**
 * How a derived value lives through a write of one record. A replaced record whose changed
 * attributes miss `dependsOn` (top-level names) leaves it as it is. Otherwise `patch` brings it up
 * to date for that write (returning the value, changed in place or new; null to rebuild it on
 * next use); without `patch`, or for a replace without `dependsOn`, it is dropped.
 */
export type DerivedOptions<T> = { dependsOn?: readonly string[]; patch?: (value: T, write: StoreWrite) => T | null };

type DerivedEntry = { value: unknown; dependsOn: readonly string[] | null; patch?: (value: never, write: StoreWrite) => unknown };

/** Least-recently-used lookup: a hit moves to the end, and the oldest entry goes past `limit`. */
function remember<T>(cache: Map<string, DerivedEntry>, key: string, build: () => T, limit: number, options?: DerivedOptions<T>): T {
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached.value as T;
  }
  const value = build();
  cache.set(key, { value, dependsOn: options?.dependsOn?.map(topLevel) ?? null, patch: options?.patch as DerivedEntry['patch'] });
  if (cache.size > limit) cache.delete(cache.keys().next().value!);
  return value;
}

const topLevel = (attribute: string) => attribute.split('.', 1)[0]!;

/** Top-level attributes whose values differ between two versions of a record. */
function changedAttributes(before: StoredRecord, after: StoredRecord): Set<string> {
  const changed = new Set<string>();
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const x = before[key];
    const y = after[key];
    if (x === y) continue;
    if (x !== null && y !== null && typeof x === 'object' && typeof y === 'object' && JSON.stringify(x) === JSON.stringify(y)) continue;
    changed.add(key);
  }
  return changed;
}

/** Carries a cache of derived values over one write (see DerivedOptions). */
function carryOver(cache: Map<string, DerivedEntry>, write: StoreWrite): void {
  for (const [key, entry] of cache) {
    if (write.kind === 'replace') {
      if (entry.dependsOn && !entry.dependsOn.some((attribute) => write.changed.has(attribute))) continue;
      if (!entry.dependsOn) {
        cache.delete(key);
        continue;
      }
    }
    const next = entry.patch?.(entry.value as never, write);
    if (next === undefined || next === null) cache.delete(key);
    else entry.value = next;
  }
}

/** Compaction kicks in when deleted slots outnumber live ones by this many. */
const COMPACTION_SLACK = 1024;

/**
 * The records of one primary index (its replicas read the same store) in insertion-ordered slots,
 * plus columns built on first use per attribute and kept current on every write. Anything derived
 * from the whole set (sort orders, the text index) is cached per write version and rebuilt lazily.
 */
export class IndexStore {
  private records: Array<StoredRecord | undefined> = [];
  private readonly slotOf = new Map<string, number>();
  private alive: Bitset = createBitset(0);
  private liveCount = 0;
  /** How many live records have each top-level attribute: columns are only built for these. */
  private readonly attributeCounts = new Map<string, number>();
  private readonly facetColumns = new Map<string, FacetColumn>();
  private readonly numericColumns = new Map<string, NumericColumn>();
  private derivedCache = new Map<string, DerivedEntry>();
  private recentCache = new Map<string, DerivedEntry>();
  /** Bumped by every write; caches keyed on it never serve stale results. */
  version = 0;

  /** Upper bound of slot numbers; bitsets over the store have this many bits. */
  get slotCount(): number {
    return this.records.length;
  }

  get count(): number {
    return this.liveCount;
  }

  /** A fresh bitset of the live slots, the universe that filters start from. */
  liveSlots(): Bitset {
    return this.alive.slice(0, (this.records.length + 31) >>> 5);
  }

  recordAt(slot: number): StoredRecord | undefined {
    return this.records[slot];
  }

  get(objectID: string): StoredRecord | undefined {
    const slot = this.slotOf.get(objectID);
    return slot === undefined ? undefined : this.records[slot];
  }

  slotFor(objectID: string): number | undefined {
    return this.slotOf.get(objectID);
  }

  /** Adds or replaces the record with the same objectID; a replaced record keeps its slot. */
  save(record: StoredRecord): void {
    let slot = this.slotOf.get(record.objectID);
    if (slot === undefined) {
      slot = this.records.length;
      this.records.push(record);
      this.slotOf.set(record.objectID, slot);
      this.ensureAliveCapacity(slot + 1);
      setBit(this.alive, slot);
      this.liveCount++;
      this.countAttributes(record, 1);
      this.writeColumns(slot, record, null);
      this.touch({ kind: 'insert', slot });
      return;
    }
    const before = this.records[slot]!;
    this.countAttributes(before, -1);
    this.records[slot] = record;
    this.countAttributes(record, 1);
    // A vehicle change (a price, a status) touches a few attributes: only what reads them is redone.
    const changed = changedAttributes(before, record);
    this.writeColumns(slot, record, changed);
    this.touch({ kind: 'replace', slot, changed });
  }

  private writeColumns(slot: number, record: StoredRecord, changed: Set<string> | null): void {
    for (const [attribute, column] of this.facetColumns) if (!changed || changed.has(topLevel(attribute))) column.set(slot, readAttribute(record, attribute));
    for (const [attribute, column] of this.numericColumns) if (!changed || changed.has(topLevel(attribute))) column.set(slot, readAttribute(record, attribute));
  }

  delete(objectID: string): boolean {
    const slot = this.slotOf.get(objectID);
    if (slot === undefined) return false;
    this.slotOf.delete(objectID);
    this.countAttributes(this.records[slot], -1);
    this.records[slot] = undefined;
    clearBit(this.alive, slot);
    this.liveCount--;
    for (const column of this.facetColumns.values()) column.clearSlot(slot);
    for (const column of this.numericColumns.values()) column.clearSlot(slot);
    if (this.records.length - this.liveCount > this.liveCount + COMPACTION_SLACK) this.compact();
    else this.touch({ kind: 'delete', slot });
    return true;
  }

  clear(): void {
    this.replaceAll([]);
  }

  /** Full rebuild: new slots in the given order, columns rebuilt on next use. */
  replaceAll(records: Iterable<StoredRecord>): void {
    this.records = [];
    this.slotOf.clear();
    for (const record of records) {
      const existing = this.slotOf.get(record.objectID);
      if (existing !== undefined) {
        this.records[existing] = record;
        continue;
      }
      this.slotOf.set(record.objectID, this.records.length);
      this.records.push(record);
    }
    this.liveCount = this.records.length;
    this.attributeCounts.clear();
    for (const record of this.records) this.countAttributes(record, 1);
    this.alive = createBitset(0);
    this.ensureAliveCapacity(this.records.length);
    for (let slot = 0; slot < this.records.length; slot++) setBit(this.alive, slot);
    this.facetColumns.clear();
    this.numericColumns.clear();
    this.touch();
  }

  /** Live records in slot (insertion) order. */
  *liveRecords(): Generator<StoredRecord> {
    for (const record of this.records) if (record) yield record;
  }

  /**
   * Whether any record has the attribute (for a dotted path, its first part). Columns and orders are
   * only built and kept for such attributes: a name that only a request mentions gets an empty
   * column that is not kept, so requests cannot grow the store's memory.
   */
  hasAttribute(attribute: string): boolean {
    const top = this.attributeCounts.has(attribute) ? attribute : attribute.split('.', 1)[0]!;
    return (this.attributeCounts.get(top) ?? 0) > 0;
  }

  facetColumn(attribute: string): FacetColumn {
    let column = this.facetColumns.get(attribute);
    if (!column && !this.hasAttribute(attribute)) return EMPTY_FACET_COLUMN;
    if (!column) {
      column = new FacetColumn();
      column.ensureCapacity(this.records.length);
      this.fill(column, attribute);
      this.facetColumns.set(attribute, column);
    }
    return column;
  }

  numericColumn(attribute: string): NumericColumn {
    let column = this.numericColumns.get(attribute);
    if (!column && !this.hasAttribute(attribute)) return EMPTY_NUMERIC_COLUMN;
    if (!column) {
      column = new NumericColumn();
      column.ensureCapacity(this.records.length);
      this.fill(column, attribute);
      this.numericColumns.set(attribute, column);
    }
    return column;
  }

  /**
   * Like `derived`, for values keyed by request data (tenant filters, whose time window moves):
   * a bounded, least-recently-used cache so a long run without writes cannot grow it forever.
   */
  recent<T>(key: string, build: () => T, limit = 64, options?: DerivedOptions<T>): T {
    return remember(this.recentCache, key, build, limit, options);
  }

  /**
   * A value computed from the whole store (an order, a text index, facet counts), cached until the
   * next write. Keys come from index settings; the bound is a backstop all the same.
   */
  derived<T>(key: string, build: () => T, options?: DerivedOptions<T>): T {
    return remember(this.derivedCache, key, build, DERIVED_LIMIT, options);
  }

  private fill(column: FacetColumn | NumericColumn, attribute: string): void {
    this.records.forEach((record, slot) => {
      if (record) column.set(slot, readAttribute(record, attribute));
    });
  }

  private countAttributes(record: StoredRecord | undefined, delta: 1 | -1): void {
    if (!record) return;
    for (const key of Object.keys(record)) {
      const count = (this.attributeCounts.get(key) ?? 0) + delta;
      if (count > 0) this.attributeCounts.set(key, count);
      else this.attributeCounts.delete(key);
    }
  }

  private compact(): void {
    this.replaceAll([...this.liveRecords()]);
  }

  private ensureAliveCapacity(slots: number): void {
    const words = (slots + 31) >>> 5;
    if (words <= this.alive.length) return;
    const next = new Uint32Array(Math.max(words, this.alive.length * 2, 2));
    next.set(this.alive);
    this.alive = next;
  }

  private touch(write?: StoreWrite): void {
    this.version++;
    if (write) {
      carryOver(this.derivedCache, write);
      carryOver(this.recentCache, write);
      return;
    }
    if (this.derivedCache.size > 0) this.derivedCache = new Map();
    if (this.recentCache.size > 0) this.recentCache = new Map();
  }

}
