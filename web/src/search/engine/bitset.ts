/**
 * Fixed-size bitsets over record slots (bit i = slot i). Filters evaluate to bitsets and combine
 * word by word, so a filter over 50k records costs a few thousand 32-bit operations.
 */
export type Bitset = Uint32Array;

export function createBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function setBit(bits: Bitset, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function hasBit(bits: Bitset, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

export function clearBit(bits: Bitset, index: number): void {
  bits[index >>> 5]! &= ~(1 << (index & 31));
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i] ?? 0;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i] ?? 0;
}

/** target = within AND NOT target: the complement restricted to live records. */
export function complementWithin(target: Bitset, within: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = ~target[i]! & (within[i] ?? 0);
}

export function popcount(bits: Bitset): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The set slots in ascending order. */
export function toSlotList(bits: Bitset): Int32Array {
  const slots = new Int32Array(popcount(bits));
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      slots[n++] = (i << 5) + (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return slots;
}
