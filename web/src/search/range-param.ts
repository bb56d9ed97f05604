import type { Range } from './refinements';

/** Largest number a range bound may take; anything bigger in a URL is treated as garbage. */
const MAX_BOUND = 1e12;

function parseBound(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= MAX_BOUND ? value : undefined;
}

/**
 * Reads a range parameter sent as 'min:max' text (SPEC 5); either end may be empty ("10000:").
 * Non-numeric ends are dropped, and swapped ends are put back in order, so any URL reads sensibly.
 */
export function parseRangeParam(text: string | null | undefined): Range | null {
  if (!text) return null;
  const [rawMin = '', rawMax = '', ...rest] = text.split(':');
  if (rest.length > 0) return null;
  let min = parseBound(rawMin);
  let max = parseBound(rawMax);
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** 'min:max' text, an open end left empty; null when neither end is set. */
export function formatRangeParam(range: Range | undefined): string | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null;
  return `${range.min ?? ''}:${range.max ?? ''}`;
}
