import { describe, expect, it } from 'vitest';
import { tenantFilter } from './tenant-filter';

const site = (baseFilter: string, includeSoldCarsDays: number) => ({ search: { baseFilter, includeSoldCarsDays } as never });

describe('tenantFilter', () => {
  it('ANDs the base filter with available-or-recently-sold stock', () => {
    const now = Date.parse('2026-11-21T10:30:00Z');
    expect(tenantFilter(site('site_slug:"valley-used-cars" AND car_type:used', 3), now)).toBe(
      `(is_available = 1 OR sold_date_timestamp >= ${Date.parse('2026-11-18T10:00:00Z') / 1000}) AND (site_slug:"valley-used-cars" AND car_type:used)`,
    );
  });

  it('is stable within an hour so cached responses are reused', () => {
    const a = tenantFilter(site('x:y', 3), Date.parse('2026-11-21T10:01:00Z'));
    const b = tenantFilter(site('x:y', 3), Date.parse('2026-11-21T10:59:00Z'));
    expect(a).toBe(b);
  });

  it('shows no sold cars with a zero-day window', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(tenantFilter(site('x:y', 0), now)).toContain(`sold_date_timestamp >= ${now / 1000}`);
  });
});
