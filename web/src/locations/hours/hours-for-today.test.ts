import type { Location } from '@dealer/schemas/content/location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlineTag } from '@/server/cache/cache-tags';
import { hoursForToday } from './hours-for-today';

const tagCache = vi.hoisted(() => vi.fn());
vi.mock('@/server/cache/tag-cache', () => ({ tagCache }));

const location = (specialHours: Location['specialHours']): Location => ({
  _id: 'location-perth', name: 'Perth', slug: 'perth', siteSlug: 's', dealershipSlug: 'd', primary: false, visible: true,
  locationType: 'sales', manufacturers: [], address: { street: '1 Hay Street', city: 'Perth', state: 'WA', postcode: '6000' }, phone: '0891234567',
  openingHours: [{ weekday: 1, status: 'Open', open: '08:00', close: '17:00' }], specialHours,
});

describe('hoursForToday', () => {
  afterEach(() => {
    vi.useRealTimers();
    tagCache.mockReset();
  });

  it('lists holidays to come and keeps a cached page showing them only until the next midnight in the location\'s zone', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-24T17:00:00Z'), toFake: ['Date'] });
    const perth = location([{ date: '2026-12-25', status: 'Closed', label: 'Christmas Day' }, { date: '2026-12-24', status: 'Closed', label: 'Christmas Eve' }]);
    const [option] = await hoursForToday(perth, [perth]);
    // 01:00 on Christmas Day in Perth: Christmas Eve has passed.
    expect(option?.special.map((row) => row.label)).toEqual([expect.stringContaining('Christmas Day')]);
    expect(tagCache).toHaveBeenCalledWith(deadlineTag(Date.parse('2026-12-25T16:00:00Z') / 1000));
  });

  it('gives a location without special hours no deadline', async () => {
    const perth = location([]);
    await hoursForToday(perth, [perth]);
    expect(tagCache).not.toHaveBeenCalled();
  });
});
