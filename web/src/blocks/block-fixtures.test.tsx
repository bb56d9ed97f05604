import { blockFixtures } from '@dealer/schemas/blocks/fixtures';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { BlockContext } from './block-types';
import { parseSection } from './parse-section';
import { blockRegistry } from './registry';

// Fixed blocks read the search and content ports; here both answer with nothing, so the test
// needs no dataset (the blocks then render nothing, which is their documented empty state).
vi.mock('@/ports/search', () => ({
  searchVehicles: vi.fn(async () => ({ hits: [] })),
}));
vi.mock('@/content/locations', () => ({
  getLocations: vi.fn(async () => []),
}));

const site = {
  slug: 'riverside-toyota',
  name: 'Riverside Toyota',
  routes: { usedCarPrefix: null, checkoutPath: 'checkout', refreshPath: '/special-offers' },
  features: { reviews: true },
  warrantyBullets: ['3-year warranty'],
} as unknown as SiteConfig;

/** Renders a block the way <Sections> does, awaiting async (server) components. */
async function renderBlock(section: { _type: string; _key: string } & Record<string, unknown>): Promise<string> {
  const parsed = parseSection(section, 0);
  if (!parsed.ok) throw new Error(`${section._type} fixture does not parse: ${parsed.reason}`);
  const Block = blockRegistry[parsed.type] as unknown as (props: Record<string, unknown> & BlockContext) => ReactNode | Promise<ReactNode>;
  return renderToStaticMarkup(<>{await Block({ ...parsed.props, site })}</>);
}

const entries = Object.entries(blockFixtures);

describe('every block in the block list', () => {
  it('has a fixture and a component for each registry entry, and no more', () => {
    expect(Object.keys(blockFixtures).sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it.each(entries)('%s renders its fixture', async (_type, { full }) => {
    const markup = await renderBlock(full);
    // Fixed blocks that fetch (featured stock, locations) render nothing when the port has no data.
    if (!['featuredStock', 'locations'].includes(full._type)) expect(markup).not.toBe('');
    expect(markup).not.toContain("can't be shown");
  });

  it.each(entries)('%s renders its minimal document without crashing', async (_type, { minimal }) => {
    await expect(renderBlock(minimal)).resolves.toEqual(expect.any(String));
  });
});

describe('block details', () => {
  it('blog list honours its limit', async () => {
    const markup = await renderBlock(blockFixtures.blogList.full);
    expect(markup.match(/<li/g)).toHaveLength(2);
  });

  it('reviews hide below the minimum rating', async () => {
    const low = { ...blockFixtures.reviews.full, summary: { ...blockFixtures.reviews.full.summary, averageRating: '3.6' } };
    expect(await renderBlock(low)).toBe('');
    expect(await renderBlock(blockFixtures.reviews.full)).toContain('4.6');
  });

  it('a video file loops muted; an embed URL plays in a frame', async () => {
    expect(await renderBlock(blockFixtures.video.full)).toContain('<iframe');
    const file = await renderBlock({ ...blockFixtures.video.full, url: 'https://cdn.example.com/tour.mp4' });
    expect(file).toMatch(/<video[^>]*muted/);
  });

  it('a fixed feature links to its page', async () => {
    expect(await renderBlock(blockFixtures.stockSearch.full)).toContain('href="/search/used-cars"');
    expect(await renderBlock(blockFixtures.modelsDirectory.full)).toContain('href="/models?body=suv"');
  });

  it('brand grid drops references to deleted brands', async () => {
    expect(await renderBlock(blockFixtures.brandGrid.full)).toContain('Toyota');
  });
});
