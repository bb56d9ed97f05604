import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TAG_LENGTH } from '@/server/cache/cache-tags';
import type { SiteConfig } from './site';

const fetchContent = vi.hoisted(() => vi.fn(async () => null));
vi.mock('./fetch-content', () => ({ fetchContent }));

const { getPage } = await import('./pages');
const site = { _id: 'site-valley', slug: 'valley-used-cars' } as SiteConfig;

describe('getPage', () => {
  beforeEach(() => fetchContent.mockClear());

  it("tags a page with its site's and its own tag", async () => {
    await getPage(site, 'about-us');
    expect(fetchContent).toHaveBeenCalledWith(expect.any(String), { siteId: 'site-valley', slug: 'about-us' }, ['site:valley-used-cars', 'page:valley-used-cars:about-us']);
  });

  it('keeps the tag of a made-up address of any length within what Next accepts (a longer one is dropped with a warning)', async () => {
    await getPage(site, `${'1'.repeat(200)}/${'x'.repeat(200)}/${'x'.repeat(200)}`);
    const tags = (fetchContent.mock.calls[0] as unknown as [string, unknown, string[]])[2];
    expect(tags.every((tag) => tag.length <= MAX_TAG_LENGTH)).toBe(true);
  });
});
