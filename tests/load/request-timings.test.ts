import { describe, expect, it } from 'vitest';
import { formatTimings, percentile, RequestTimings } from './request-timings';

describe('percentile', () => {
  it('takes the nearest rank, so p99 of 100 values is the 99th and p50 of 3 the middle one', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('RequestTimings', () => {
  it('counts a request that never answered as started, not answered, per kind', () => {
    const timings = new RequestTimings();
    const home = timings.start('home');
    timings.start('home');
    timings.answer('home', home);
    timings.start('enquiry');
    const [homeRow, enquiryRow] = timings.summary();
    expect(homeRow).toMatchObject({ kind: 'home', started: 2, answered: 1 });
    expect(enquiryRow).toMatchObject({ kind: 'enquiry', started: 1, answered: 0, p99: 0 });
    expect(formatTimings(timings.summary())).toContain('enquiry');
  });
});
