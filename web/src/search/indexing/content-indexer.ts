import { directoryModel } from '@dealer/schemas/content/directory-model';
import { offer } from '@dealer/schemas/content/offer';
import { DIRECTORY_MODELS_QUERY, OFFERS_QUERY } from '@dealer/schemas/queries';
import { DIRECTORY_INDEX_SETTINGS, directoryIndexName } from '@/directory/records/directory-index';
import { toDirectoryRecords, type DirectoryRecord } from '@/directory/records/directory-record';
import { summariseStock, type StockSummary } from '@/directory/records/model-stock';
import { OFFERS_INDEX_SETTINGS, offersIndexName } from '@/offers/records/offers-index';
import { toOfferRecords, type OfferRecord } from '@/offers/records/offer-record';
import { getSiteConfig, listSites, type SiteConfig } from '@/content/site';
import { contentPort } from '@/ports/content';
import { siteTag } from '@/server/cache/cache-tags';
import type { SearchPort } from '../port/search-port';
import type { SearchRecord } from '../port/search-record';

export type ContentIndexCounts = { directory: number; offers: number };
export type ContentRecords = { directory: DirectoryRecord[]; offers: OfferRecord[] };

/** Directory and offer records of every site, from published content and the vehicle records. */
export async function buildContentRecords(vehicles: readonly SearchRecord[]): Promise<ContentRecords> {
  const stock = summariseStock(vehicles);
  const directory: DirectoryRecord[] = [];
  const offers: OfferRecord[] = [];
  for (const route of await listSites()) {
    const site = await getSiteConfig(route.slug);
    if (!site) continue;
    const records = await siteContentRecords(site, stock);
    directory.push(...records.directory);
    offers.push(...records.offers);
  }
  return { directory, offers };
}

/** One site's directory and offer records, from its published content and its stock. */
export async function siteContentRecords(site: SiteConfig, stock: StockSummary): Promise<ContentRecords> {
  const params = { siteId: site._id };
  const options = { tags: [siteTag(site.slug)], perspective: 'published' as const };
  const [models, siteOffers] = await Promise.all([
    contentPort().fetch<unknown[]>(DIRECTORY_MODELS_QUERY, params, options),
    contentPort().fetch<unknown[]>(OFFERS_QUERY, params, options),
  ]);
  const target = { slug: site.slug, usedCarPrefix: site.routes.usedCarPrefix ?? null };
  // One bad document must not empty a dealer's directory: it is skipped and logged.
  return {
    directory: toDirectoryRecords(target, parseEach(models, directoryModel.safeParse, site.slug), stock),
    offers: toOfferRecords(target, parseEach(siteOffers, offer.safeParse, site.slug), stock),
  };
}

function parseEach<T>(raw: unknown[], parse: (value: unknown) => { success: true; data: T } | { success: false; error: { message: string } }, site: string): T[] {
  return raw.flatMap((value) => {
    const parsed = parse(value);
    if (parsed.success) return [parsed.data];
    console.error(`› Content index: skipped a document of ${site}: ${parsed.error.message}`);
    return [];
  });
}

/**
 * Rebuilds the models directory and offers indexes next to the vehicle index. They are content,
 * so a failure here is logged and leaves vehicle search working.
 */
export async function rebuildContentIndexes(port: SearchPort, vehicles: readonly SearchRecord[]): Promise<ContentIndexCounts> {
  try {
    const { directory, offers } = await buildContentRecords(vehicles);
    await port.replaceIndex(directoryIndexName(port.indexName), DIRECTORY_INDEX_SETTINGS, directory);
    await port.replaceIndex(offersIndexName(port.indexName), OFFERS_INDEX_SETTINGS, offers);
    return { directory: directory.length, offers: offers.length };
  } catch (error) {
    console.error('› Models directory and offers could not be indexed:', error);
    return { directory: 0, offers: 0 };
  }
}
