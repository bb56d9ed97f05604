import { blockFixtures } from '@dealer/schemas/blocks/block-schemas.generated';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import type { BlockContext } from './shared/block-types';
import { parseSection } from './parse-section';
import { blockRegistry } from './registry';

// Fixed blocks read the search and content ports; here both answer with nothing, so the test
// needs no dataset (the blocks then render nothing, which is their documented empty state).
vi.mock('@/search/search-service', () => ({
  searchVehicles: vi.fn(async () => ({ hits: [] })),
  searchPort: () => ({ indexName: 'Car_production', search: vi.fn(async () => [{ hits: [], nbHits: 0, facets: { make: { Mazda: 3, Toyota: 9 } } }]) }),
}));
// The lead forms are client components that route to /success; outside Next there is no router.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/content/locations', () => ({
  getLocations: vi.fn(async () => []),
}));
// The reviews port answers with one seeded summary (its contract suite covers the adapters).
const reviewSummary = vi.hoisted(() => ({
  averageRating: '4.6', count: 151,
  reviews: [{ id: 'r1', customerName: 'Jess M.', rating: 5, text: 'Smooth and easy.', reviewDate: '2025-06-02', replyText: 'Thanks Jess!', replyDate: '2025-06-03' }],
}));
const siteReviews = vi.hoisted(() => ({ summary: reviewSummary as typeof reviewSummary | null }));
vi.mock('@/ports/reviews', () => ({ reviewsPort: () => ({ adapter: 'local-demo', summary: async () => siteReviews.summary, locationRatings: async () => new Map() }) }));

const site = {
  slug: 'riverside-toyota',
  name: 'Riverside Toyota',
  template: 'manufacturerFranchise',
  itemTypes: ['car'],
  carTypes: ['new', 'demo', 'used'],
  dealershipSlugs: ['riverside-toyota'],
  routes: { usedCarPrefix: null, checkoutPath: 'checkout', refreshPath: '/special-offers' },
  features: { reviews: true },
  forms: { messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false },
  finance: { provider: null, interestLocked: false, amountMin: 1000, amountMax: 100000, termMax: 7, interestMin: 0.5, interestMax: 15, defaultInterest: 8.5, defaultTermYears: 5 },
  legal: { disclaimer: 'Disclaimer.', financeDisclaimer: 'Finance disclaimer.' },
  search: { baseFilter: 'site:riverside-toyota', includeSoldCarsDays: 3, pageSize: 21 },
  warrantyBullets: ['3-year warranty'],
  dealerships: [],
} as unknown as SiteConfig;

/** Renders a block the way <Sections> does, awaiting async (server) components. */
async function renderBlock(section: { _type: string; _key: string } & Record<string, unknown>): Promise<string> {
  const parsed = parseSection(section, 0);
  if (!parsed.ok) throw new Error(`${section._type} fixture does not parse: ${parsed.reason}`);
  const Block = blockRegistry[parsed.type] as unknown as (props: Record<string, unknown> & BlockContext) => ReactNode | Promise<ReactNode>;
  // prerender waits for lazily loaded parts (the enquiry form is its own chunk) like Next's SSR does.
  const { prelude } = await prerender(<>{await Block({ ...parsed.props, site })}</>);
  return new Response(prelude).text();
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

  it('reviews hide below the minimum rating, and without a summary', async () => {
    const full = await renderBlock(blockFixtures.reviews.full);
    expect(full).toContain('4.6');
    expect(full).toContain('Jess M.');
    expect(full).toMatch(/Reply from the dealer: (<!-- -->)?Thanks Jess!/);
    siteReviews.summary = { ...reviewSummary, averageRating: '3.6' };
    expect(await renderBlock(blockFixtures.reviews.full)).toBe('');
    siteReviews.summary = null;
    expect(await renderBlock(blockFixtures.reviews.full)).toBe('');
    siteReviews.summary = reviewSummary;
  });

  it('a video file loops muted; an embed URL plays in a frame', async () => {
    expect(await renderBlock(blockFixtures.video.full)).toContain('<iframe');
    const file = await renderBlock({ ...blockFixtures.video.full, url: 'https://cdn.example.com/tour.mp4' });
    expect(file).toMatch(/<video[^>]*muted/);
  });

  it('a fixed feature links to its page', async () => {
    expect(await renderBlock(blockFixtures.modelsDirectory.full)).toContain('href="/models?body=suv"');
  });

  it('stock search submits its keyword box to the search page of its car type', async () => {
    const markup = await renderBlock(blockFixtures.stockSearch.full);
    expect(markup).toMatch(/<form[^>]*action="\/search\/used-cars" method="get"/);
    expect(markup).toMatch(/<input[^>]*name="query"/);
    const all = await renderBlock(blockFixtures.stockSearch.minimal);
    expect(all).toContain('action="/search/new-used-and-demo-cars"');
    expect(all).toContain('href="/search/demo-cars"');
    // Makes most stocked first, as links to their search pages.
    expect(all).toMatch(/href="\/search\/toyota"[\s\S]*href="\/search\/mazda"/);
  });

  it('budget search embeds the budget form with its estimate', async () => {
    const markup = await renderBlock(blockFixtures.budgetSearch.full);
    expect(markup).toContain('data-testid="budget-estimate"');
    expect(markup).toContain('Repayment frequency');
  });

  it('budget search starts with the block frequency (weekly $200 or monthly $600, SPEC 9)', async () => {
    const weekly = await renderBlock(blockFixtures.budgetSearch.full);
    expect(weekly).toMatch(/checked="" value="weekly"/);
    expect(weekly).toContain('$54,000');
    const monthly = await renderBlock({ ...blockFixtures.budgetSearch.full, frequency: 'monthly' });
    expect(monthly).toMatch(/checked="" value="monthly"/);
    expect(monthly).toContain('$38,000');
  });

  it('finance calculator starts at the block price and rate', async () => {
    const markup = await renderBlock(blockFixtures.financeCalculator.full);
    expect(markup).toContain('data-testid="finance-calculator"');
    expect(markup).toMatch(/value="25000"/);
    expect(markup).toMatch(/value="8.5"/);
    expect(await renderBlock(blockFixtures.financeCalculator.minimal)).toMatch(/value="30000"[\s\S]*value="10"/);
  });

  it('enquiry form renders the real lead form (its category is applied on hydration, journey-tested)', async () => {
    const markup = await renderBlock(blockFixtures.enquiryForm.full);
    expect(markup).toContain('Send Enquiry');
    expect(markup).toContain('<option value="Service Enquiry">');
    expect(markup).toMatch(/<textarea[^>]*name="message"/);
  });

  it('brand grid drops references to deleted brands', async () => {
    expect(await renderBlock(blockFixtures.brandGrid.full)).toContain('Toyota');
  });

  it('spin wheel puts every prize on the wheel and in the list, with the terms and the last day to spin', async () => {
    const markup = await renderBlock(blockFixtures.spinWheel.full);
    for (const prize of ['Free car detail', '$50 fuel card', '20% off service']) expect(markup.split(prize).length - 1).toBeGreaterThanOrEqual(2);
    expect(markup).toContain('Prizes must be redeemed within 90 days.');
    expect(markup).toContain('Spin before 31 October 2031.');
    expect(markup).toContain('aria-label="Prize wheel: Free car detail, $50 fuel card, 20% off service"');
    // Without a promotion (or with a single prize) there is nothing to spin: no block at all.
    expect(await renderBlock(blockFixtures.spinWheel.minimal)).toBe('');
  });
});
