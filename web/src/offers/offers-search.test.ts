import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlineTag } from '@/server/cache/cache-tags';
import { parseOffersParams, validityFilter } from './offers-request';
import { searchOffers } from './offers-search';

vi.mock('server-only', () => ({}));
const tagCache = vi.hoisted(() => vi.fn());
vi.mock('@/server/cache/tag-cache', () => ({ tagCache }));
const browse = vi.hoisted(() => vi.fn());
vi.mock('@/search/search-service', () => ({ searchPort: () => ({ indexName: 'Car_test', browse }) }));
const runListing = vi.hoisted(() => vi.fn());
vi.mock('@/directory/listing-search', () => ({ runListing }));

const seconds = (iso: string) => Date.parse(iso) / 1000;
const ended = { valid_from: seconds('2026-11-01T00:00:00Z'), valid_until: seconds('2026-12-01T00:00:00Z') };
const running = { valid_from: seconds('2026-11-15T00:00:00Z'), valid_until: seconds('2026-12-20T00:00:00Z') };

describe("a tenant's current offers", () => {
  afterEach(() => {
    vi.useRealTimers();
    tagCache.mockReset();
    browse.mockReset();
    runListing.mockReset();
  });

  it('are asked for as of the last start or end of an offer, and held until the next one', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-06T10:00:00Z'), toFake: ['Date'] });
    browse.mockResolvedValue([ended, running]);
    await searchOffers('metro-motor-group', parseOffersParams({}));
    const [site, listing, tags] = runListing.mock.calls[0]!;
    expect(site).toBe('metro-motor-group');
    expect(listing.filters).toBe(validityFilter(ended.valid_until));
    // The page showing them, and the cached span itself, expire when the running offer ends.
    expect(tags).toEqual([deadlineTag(running.valid_until)]);
    expect(tagCache).toHaveBeenCalledWith(deadlineTag(running.valid_until));
  });

  it("without the offers' dates, are asked for as of this minute and held for it only", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-06T10:00:30Z'), toFake: ['Date'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    browse.mockRejectedValue(new Error('index unreachable'));
    await searchOffers('metro-motor-group', parseOffersParams({}));
    expect(runListing.mock.calls[0]![2]).toEqual([deadlineTag(seconds('2026-12-06T10:01:00Z'))]);
  });
});
