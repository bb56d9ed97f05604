import { afterAll, describe, expect, it } from 'vitest';
import { blogCards, blogPost } from '@dealer/schemas/content/blog';
import { location } from '@dealer/schemas/content/location';
import { page } from '@dealer/schemas/content/section';
import { siteConfig, siteRoute } from '@dealer/schemas/content/site';
import { BLOG_POST_QUERY, BLOG_POSTS_QUERY, LOCATIONS_QUERY, PAGE_QUERY, SITE_CONFIG_QUERY, SITE_ROUTES_QUERY } from '@dealer/schemas/queries';
import type { ContentPort } from '@/ports/content/content-port';
import { createDocumentStore } from '@/ports/content/content-lake/document-store';
import { createLocalContent } from '@/ports/content/local-content';
import { createSanityContent } from '@/ports/content/sanity-content';
import { TENANTS } from '../support/demo';
import { demo, writeDemoDataset } from '../support/demo-dataset';
import { openMigratedPglite } from '../support/lead-fixtures';

const lakeDatabase = openMigratedPglite();
afterAll(async () => (await lakeDatabase).close());

/** The embedded demo's adapter: the local Content Lake's documents in the database (what the Studio edits). */
function lakeContent(): ContentPort {
  const store = lakeDatabase.then((opened) => createDocumentStore(opened.db, { initialDocuments: async () => demo().documents }));
  return createLocalContent(async () => (await store).documents());
}

const adapters: [string, () => ContentPort][] = [
  ['local groq-js over the demo NDJSON', () => createLocalContent(writeDemoDataset())],
  ['local Content Lake documents in the embedded database', lakeContent],
];
const { SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_READ_TOKEN } = process.env;
if (SANITY_PROJECT_ID && SANITY_DATASET) {
  adapters.push(['Sanity Content Lake', () => createSanityContent({ projectId: SANITY_PROJECT_ID, dataset: SANITY_DATASET, token: SANITY_API_READ_TOKEN })]);
} else {
  console.info('[content contract] skipped target Sanity Content Lake — SANITY_PROJECT_ID and SANITY_DATASET are not set');
}

describe.each(adapters)('content port contract: %s', (_name, create) => {
  const content = create();

  it('lists the demo sites with their custom domains', async () => {
    const routes = siteRoute.array().parse(await content.fetch(SITE_ROUTES_QUERY));
    expect(routes.map((r) => r.slug).sort()).toEqual([...TENANTS].sort());
    expect(routes.every((r) => r.domains.length > 0)).toBe(true);
  });

  it.each(TENANTS)('projects a valid site config, home page and locations for %s', async (slug) => {
    const site = siteConfig.parse(await content.fetch(SITE_CONFIG_QUERY, { site: slug }));
    expect(site.slug).toBe(slug);
    const home = page.parse(await content.fetch(PAGE_QUERY, { siteId: site._id, slug: 'home' }));
    expect(home.sections.length).toBeGreaterThan(0);
    const locations = location.array().parse(await content.fetch(LOCATIONS_QUERY, { siteId: site._id }));
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.every((l) => l.siteSlug === slug && l.visible)).toBe(true);
    expect(locations.map((l) => l.name)).toEqual([...locations.map((l) => l.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('answers null for an unknown site and treats parameters as data, not GROQ', async () => {
    expect(await content.fetch(SITE_CONFIG_QUERY, { site: 'no-such-site' })).toBeNull();
    expect(await content.fetch(SITE_CONFIG_QUERY, { site: '" || true || "' })).toBeNull();
  });

  it('never returns another tenant\'s page', async () => {
    const metro = siteConfig.parse(await content.fetch(SITE_CONFIG_QUERY, { site: 'metro-motor-group' }));
    const valley = siteConfig.parse(await content.fetch(SITE_CONFIG_QUERY, { site: 'valley-used-cars' }));
    const metroHome = page.parse(await content.fetch(PAGE_QUERY, { siteId: metro._id, slug: 'home' }));
    const valleyHome = page.parse(await content.fetch(PAGE_QUERY, { siteId: valley._id, slug: 'home' }));
    expect(metroHome._id).not.toBe(valleyHome._id);
  });

  it('lists a site\'s blog newest first, by category, and finds a post only on its own site', async () => {
    const riverside = siteConfig.parse(await content.fetch(SITE_CONFIG_QUERY, { site: 'riverside-toyota' }));
    const metro = siteConfig.parse(await content.fetch(SITE_CONFIG_QUERY, { site: 'metro-motor-group' }));
    const all = blogCards.parse(await content.fetch(BLOG_POSTS_QUERY, { siteId: riverside._id, category: null }));
    expect(all.length).toBeGreaterThan(2);
    expect(all.map((p) => p.date)).toEqual([...all.map((p) => p.date)].sort().reverse());
    const reviews = blogCards.parse(await content.fetch(BLOG_POSTS_QUERY, { siteId: riverside._id, category: 'vehicle-reviews' }));
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThan(all.length);
    const slug = all[0]!.href.replace('/blog/', '');
    expect(blogPost.parse(await content.fetch(BLOG_POST_QUERY, { siteId: riverside._id, slug })).slug).toBe(slug);
    expect(await content.fetch(BLOG_POST_QUERY, { siteId: metro._id, slug })).toBeNull();
  });

  it('never shows a draft in the published perspective', async () => {
    expect(await content.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'published' })).toBe(0);
  });
});
