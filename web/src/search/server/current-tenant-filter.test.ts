import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantFilter } from '@/search/port/tenant-filter';
import { deadlineTag } from '@/server/cache/cache-tags';
import { currentTenantFilter } from './current-tenant-filter';

vi.mock('server-only', () => ({}));
const tagCache = vi.hoisted(() => vi.fn());
vi.mock('@/server/cache/tag-cache', () => ({ tagCache }));

const site = { search: { includeSoldCarsDays: 7, baseFilter: 'site_slug:"riverside-toyota"' }, dealerships: [] } as never;

describe("a tenant's search filter for a cached page", () => {
  afterEach(() => {
    vi.useRealTimers();
    tagCache.mockReset();
  });

  it('is the filter of this hour, and it and the page searched with it are held until the next hour', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-06T10:41:07Z'), toFake: ['Date'] });
    expect(await currentTenantFilter(site)).toBe(tenantFilter(site, Date.now()));
    expect(tagCache).toHaveBeenCalledWith(deadlineTag(Date.parse('2026-12-06T11:00:00Z') / 1000));
  });

  it('moves its sold-car cutoff on with the hour', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-06T10:59:59Z'), toFake: ['Date'] });
    const before = await currentTenantFilter(site);
    vi.setSystemTime(new Date('2026-12-06T11:00:00Z'));
    expect(await currentTenantFilter(site)).not.toBe(before);
  });
});
