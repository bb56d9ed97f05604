import { beforeAll, describe, expect, it } from 'vitest';
import { directoryModel } from '@dealer/schemas/content/directory-model';
import { offer } from '@dealer/schemas/content/offer';
import { DIRECTORY_MODELS_QUERY, OFFERS_QUERY } from '@dealer/schemas/queries';
import { DIRECTORY_INDEX_SETTINGS, directoryIndexName } from '@/directory/records/directory-index';
import { toDirectoryRecords, type DirectoryRecord } from '@/directory/records/directory-record';
import { directoryListing, parseDirectoryParams } from '@/directory/directory-request';
import { listingRequests, type ListingQuery } from '@/directory/listing-request';
import { summariseStock } from '@/directory/records/model-stock';
import { OFFERS_INDEX_SETTINGS, offersIndexName } from '@/offers/records/offers-index';
import { toOfferRecords, type OfferRecord } from '@/offers/records/offer-record';
import { offersListing, parseOffersParams } from '@/offers/offers-request';
import { createLocalContent } from '@/ports/content/local-content';
import { localSearch } from '@/search/port/local-search';
import { siteFilter } from '@/search/port/site-filter';
import { demo, REFERENCE_DATE, writeDemoDataset } from '../support/demo-dataset';

/**
 * The models directory and offers indexes built from the demo dataset, queried the way the pages
 * query them (SPEC.md 7: Directory search and Offers search, 21 per page): the filters answer
 * like a brute-force count over the documents, and a tenant never sees another tenant's records.
 */
const port = localSearch('Car_it', async () => undefined);
const DIRECTORY = directoryIndexName(port.indexName);
const OFFERS = offersIndexName(port.indexName);
const NOW = REFERENCE_DATE.getTime();
const sites = () => demo().sites;
const docs = (type: string, site: string) => demo().documents.filter((d) => d._type === type && (d.site as { _ref: string } | undefined)?._ref === `site-${site}`);

async function search<T>(site: string, listing: ListingQuery) {
  const [main] = await port.search(listingRequests(listing), siteFilter(site));
  return { hits: (main?.hits ?? []) as unknown as T[], nbHits: main?.nbHits ?? 0, nbPages: main?.nbPages ?? 0, facets: main?.facets ?? {} };
}
const directory = (site: string, params: Record<string, string>) => search<DirectoryRecord>(site, directoryListing(parseDirectoryParams(params), DIRECTORY));
/** Offers live at `now` (ms), asked for as the pages ask: the moment in Unix seconds. */
const offers = (site: string, params: Record<string, string>, now = NOW) => search<OfferRecord>(site, offersListing(parseOffersParams(params), OFFERS, Math.floor(now / 1000)));

beforeAll(async () => {
  const content = createLocalContent(writeDemoDataset());
  const stock = summariseStock([]);
  const directoryRecords: DirectoryRecord[] = [];
  const offerRecords: OfferRecord[] = [];
  for (const slug of sites()) {
    const site = { slug, usedCarPrefix: null };
    const models = await content.fetch<unknown[]>(DIRECTORY_MODELS_QUERY, { siteId: `site-${slug}` });
    const siteOffers = await content.fetch<unknown[]>(OFFERS_QUERY, { siteId: `site-${slug}` });
    directoryRecords.push(...toDirectoryRecords(site, models.map((m) => directoryModel.parse(m)), stock));
    offerRecords.push(...toOfferRecords(site, siteOffers.map((o) => offer.parse(o)), stock));
  }
  await port.replaceIndex(DIRECTORY, DIRECTORY_INDEX_SETTINGS, directoryRecords);
  await port.replaceIndex(OFFERS, OFFERS_INDEX_SETTINGS, offerRecords);
});

describe('directory search', () => {
  it('filters model.body like a count over the model documents, 21 a page', async () => {
    const suvs = docs('model', 'metro-motor-group').filter((m) => m.body === 'suv');
    const page1 = await directory('metro-motor-group', { body: 'suv' });
    expect(page1.nbHits).toBe(suvs.length);
    expect(page1.hits.length).toBe(Math.min(21, suvs.length));
    expect(page1.hits.every((hit) => hit.model.body === 'suv')).toBe(true);
  });

  it('pages by offset: page 2 continues page 1 without overlap', async () => {
    const total = docs('model', 'metro-motor-group').length;
    const [page1, page2] = await Promise.all([directory('metro-motor-group', {}), directory('metro-motor-group', { page: '2' })]);
    expect(page1.nbHits).toBe(total);
    expect(page1.nbPages).toBe(Math.ceil(total / 21));
    expect(page2.hits.length).toBe(Math.min(21, total - 21));
    const ids = new Set(page1.hits.map((hit) => hit.objectID));
    expect(page2.hits.some((hit) => ids.has(hit.objectID))).toBe(false);
  });

  it('filters manufacturer.name and model.name, and finds models by keyword', async () => {
    const mazda = await directory('metro-motor-group', { manufacturer: 'Mazda' });
    expect(mazda.nbHits).toBeGreaterThan(0);
    expect(mazda.hits.every((hit) => hit.manufacturer.name === 'Mazda')).toBe(true);
    expect((await directory('riverside-toyota', { model: 'RAV4' })).hits.map((hit) => hit.model.name)).toEqual(['RAV4']);
    expect((await directory('riverside-toyota', { query: 'landcruiser' })).hits.map((hit) => hit.model.name).sort()).toEqual(['LandCruiser 300', 'LandCruiser 70']);
  });

  it('never returns another tenant\'s models, whatever the request asks', async () => {
    for (const site of sites()) {
      const all = await directory(site, {});
      expect(all.nbHits).toBe(docs('model', site).length);
      expect(all.hits.every((hit) => hit.site_slug === site)).toBe(true);
    }
    // Riverside sells Toyota only: Mazda is another tenant's make.
    expect((await directory('riverside-toyota', { manufacturer: 'Mazda' })).nbHits).toBe(0);
    expect(Object.keys((await directory('riverside-toyota', {})).facets['manufacturer.name'] ?? {})).toEqual(['Toyota']);
    const [widened] = await port.search([{ indexName: DIRECTORY, params: { filters: 'site_slug:"metro-motor-group" OR site_slug:"riverside-toyota"', hitsPerPage: 1000 } }], siteFilter('riverside-toyota'));
    expect(widened?.hits.every((hit) => (hit as unknown as DirectoryRecord).site_slug === 'riverside-toyota')).toBe(true);
  });
});

describe('offers search', () => {
  const live = (site: string, now = NOW) => docs('offer', site).filter((o) => Date.parse(o.validFrom as string) <= now && (!o.validUntil || Date.parse(o.validUntil as string) > now));

  it('shows only offers live now: expired offers never show', async () => {
    for (const site of sites()) {
      const all = await offers(site, {});
      expect(all.nbHits).toBe(live(site).length);
      expect(all.nbHits).toBeLessThan(docs('offer', site).length);
      expect(all.hits.every((hit) => hit.site_slug === site)).toBe(true);
    }
    // A year on, the dated offers have ended; standing offers remain.
    const later = NOW + 365 * 86_400_000;
    expect((await offers('riverside-toyota', {}, later)).nbHits).toBe(live('riverside-toyota', later).length);
  });

  it('filters categories and price, and searches by keyword', async () => {
    const service = await offers('metro-motor-group', { categories: 'service' });
    expect(service.nbHits).toBe(live('metro-motor-group').filter((o) => (o.categories as string[]).includes('service')).length);
    expect(service.hits.every((hit) => hit.categories.includes('service'))).toBe(true);
    const cheap = await offers('metro-motor-group', { price: '0:1000' });
    expect(cheap.nbHits).toBe(live('metro-motor-group').filter((o) => typeof o.price === 'number' && o.price <= 1000).length);
    expect((await offers('riverside-toyota', { query: 'hilux' })).hits.map((hit) => hit.title)).toEqual(['HiLux SR5 with a free tub liner and tow pack']);
  });

  it('never returns another tenant\'s offers', async () => {
    expect((await offers('riverside-toyota', { query: 'Mazda' })).nbHits).toBe(0);
    const [widened] = await port.search([{ indexName: OFFERS, params: { facetFilters: [['site_slug:metro-motor-group']], hitsPerPage: 1000 } }], siteFilter('valley-used-cars'));
    expect(widened?.nbHits).toBe(0);
  });
});
