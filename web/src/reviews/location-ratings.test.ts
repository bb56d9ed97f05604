import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { locationRatings } from './location-ratings';

const port = vi.hoisted(() => ({ locationRatings: vi.fn() }));
vi.mock('@/ports/reviews', () => ({ reviewsPort: () => port }));

const site = (reviews: boolean) => ({ _id: 'site-metro', slug: 'metro-motor-group', features: { reviews } }) as Pick<SiteConfig, '_id' | 'slug' | 'features'>;
const locations = [{ _id: 'location-a', slug: 'a' }, { _id: 'location-b', slug: 'b' }];

beforeEach(() => {
  port.locationRatings.mockReset().mockResolvedValue(new Map([
    ['location-a', { averageRating: '4.7', count: 812 }],
    ['location-b', { averageRating: '3.9', count: 40 }],
  ]));
});

describe('location ratings from the reviews port', () => {
  it('asks the port for these locations and keeps those above the minimum of 4 (SPEC 5)', async () => {
    const ratings = await locationRatings(site(true), locations);
    expect(port.locationRatings).toHaveBeenCalledWith({ _id: 'site-metro', slug: 'metro-motor-group' }, locations);
    expect([...ratings]).toEqual([['location-a', { averageRating: '4.7', count: 812 }]]);
  });

  it('a site that hides reviews asks nothing and shows none', async () => {
    expect((await locationRatings(site(false), locations)).size).toBe(0);
    expect(port.locationRatings).not.toHaveBeenCalled();
  });

  it('a provider failure shows the locations without ratings', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    port.locationRatings.mockRejectedValue(new Error('HTTP 503'));
    expect((await locationRatings(site(true), locations)).size).toBe(0);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
