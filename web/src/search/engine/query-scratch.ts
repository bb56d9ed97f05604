/**
 * Working memory for one query. The large typed arrays a query fills and drops (a byte per record
 * for text ranking, a counter per facet value, a bit per record) live in ArrayBuffers outside the
 * JS heap, and at platform scale (200,000 records, a ~1 GB heap) allocating them on every query
 * makes V8 run a full mark-compact about once a second: 100–400 ms pauses that land in the p99 of
 * every kind of query. The engine answers one query at a time and synchronously, so one arena,
 * rewound when a query starts, serves every query without allocating once it has grown.
 * Only for arrays that die with the query: never for anything a cache keeps or a response carries.
 */
let arena = new ArrayBuffer(1 << 20);
let used = 0;

/** Rewinds the arena: whatever the previous query took is free again. */
export function beginQuery(): void {
  used = 0;
}

function take(bytes: number): { buffer: ArrayBuffer; offset: number } {
  let offset = (used + 7) & ~7;
  if (offset + bytes > arena.byteLength) {
    // Arrays already handed out keep the old buffer alive until the query ends.
    arena = new ArrayBuffer(Math.max(arena.byteLength * 2, (offset + bytes) * 2));
    offset = 0;
  }
  used = offset + bytes;
  return { buffer: arena, offset };
}

/** A zeroed Uint8Array valid until the next query starts. */
export function scratchBytes(length: number): Uint8Array {
  const { buffer, offset } = take(length);
  return new Uint8Array(buffer, offset, length).fill(0);
}

/** A zeroed Int32Array valid until the next query starts. */
export function scratchInt32(length: number): Int32Array {
  const { buffer, offset } = take(length * 4);
  return new Int32Array(buffer, offset, length).fill(0);
}

/** A zeroed Uint32Array (a bitset's words) valid until the next query starts. */
export function scratchUint32(length: number): Uint32Array {
  const { buffer, offset } = take(length * 4);
  return new Uint32Array(buffer, offset, length).fill(0);
}
