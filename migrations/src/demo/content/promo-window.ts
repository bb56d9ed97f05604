import { addMs, brisbaneDayStart, brisbaneIso } from '../dates';

/**
 * A promotion running from the start of one Brisbane day to the last second of another, both
 * counted from the reference date, so "current" promos stay current whenever the seed runs.
 */
export function promoWindow(referenceDate: Date, startDays: number, endDays: number): { start: string; expiry: string } {
  return {
    start: brisbaneIso(brisbaneDayStart(referenceDate, startDays)),
    expiry: brisbaneIso(addMs(brisbaneDayStart(referenceDate, endDays + 1), -1000)),
  };
}

/** The spec's fixed promotion, long expired by now: 1 to 24 July 2025, Brisbane time. */
export const JULY_2025_PROMO = { start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00' } as const;
