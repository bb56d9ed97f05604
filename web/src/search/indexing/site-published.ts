import type { ContentChange } from '@/content/revalidate';
import type { SearchPort } from '../port/search-port';
import { reindexSiteRepayments } from './repayment-reindex';
import { refreshSiteListings } from './site-listings-refresh';

/** Documents the models directory and offers records are made from (content-indexer.ts). */
const LISTING_TYPES: ReadonlySet<string> = new Set(['offer', 'model', 'manufacturer', 'site']);

export type SitePublishedDeps = {
  repayments: typeof reindexSiteRepayments;
  listings: typeof refreshSiteListings;
};

const appDeps: SitePublishedDeps = { repayments: reindexSiteRepayments, listings: refreshSiteListings };

const sitesOf = (changes: ContentChange[], types: (type: string) => boolean) =>
  new Set(changes.flatMap((change) => (types(change._type) && change.site ? [change.site] : [])));

/**
 * What a published change means for the search index: a site document's finance settings feed
 * every car's weekly repayment record (repayment-reindex.ts); an offer, model or the site itself
 * feeds the site's models directory and offers records, re-indexed before their pages are expired
 * (site-listings-refresh.ts), so /special-offers and /models show the publish on the next request.
 * A failure is logged and costs only the index's freshness (the next reindex catches up), never
 * the publish.
 */
export async function afterSitePublished(port: SearchPort, changes: ContentChange[], deps: SitePublishedDeps = appDeps): Promise<void> {
  for (const site of sitesOf(changes, (type) => type === 'site')) {
    try {
      const written = await deps.repayments(port, site);
      if (written > 0) console.info(`[search] ${site}: ${written} weekly repayments re-derived after its settings were published`);
    } catch (error) {
      console.error(`[search] ${site}: weekly repayments not re-derived after a publish`, error);
    }
  }
  for (const site of sitesOf(changes, (type) => LISTING_TYPES.has(type))) await deps.listings(port, site);
}
