import type { SiteConfig } from '@dealer/schemas/content/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { DirectoryRecord } from '@/directory/records/directory-record';
import { searchDirectory } from '@/directory/directory-search';
import { ModelsDirectory } from './models-directory-block';

vi.mock('@/directory/directory-search', () => ({ searchDirectory: vi.fn() }));

const site = { slug: 'alpha', name: 'Alpha Motors' } as unknown as SiteConfig;
const record = (name: string): DirectoryRecord => ({
  objectID: `alpha:${name}`, site_slug: 'alpha', manufacturer: { name: 'Toyota', slug: 'toyota', logo_url: null },
  model: { name, slug: name.toLowerCase(), body: 'suv', image_url: null, image_alt: name }, href: `/search/toyota/${name.toLowerCase()}`,
  price_from: 41990, stock_count: 2, accessories_count: null, rank: 0,
});
const render = async (props: Partial<Parameters<typeof ModelsDirectory>[0]> = {}) =>
  renderToStaticMarkup(<>{await ModelsDirectory({ heading: 'Our SUVs', intro: null, body: 'suv', limit: 2, site, ...props })}</>);

describe('models directory block', () => {
  it('asks the directory for its body type and number of models, and links each to its stock', async () => {
    vi.mocked(searchDirectory).mockResolvedValue({ hits: [record('RAV4'), record('Kluger')], nbHits: 9, page: 1, nbPages: 5, facets: {}, failed: false, searchedAt: null });
    const markup = await render();
    expect(searchDirectory).toHaveBeenLastCalledWith('alpha', expect.objectContaining({ body: 'suv', page: 1 }), 2);
    expect(markup).toContain('href="/search/toyota/rav4"');
    expect(markup).toContain('$41,990');
    expect(markup).toContain('href="/models?body=suv"');
    expect(markup).toContain('View all 9 models');
  });

  it('falls back to the link to the directory without models or when the search fails', async () => {
    vi.mocked(searchDirectory).mockResolvedValue({ hits: [], nbHits: 0, page: 1, nbPages: 0, facets: {}, failed: true, searchedAt: null });
    expect(await render({ body: null })).toContain('href="/models"');
    vi.mocked(searchDirectory).mockRejectedValue(new Error('index missing'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await render()).toContain('Browse models');
  });
});
