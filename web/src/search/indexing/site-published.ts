import type { ContentChange } from '@/content/revalidate';
import type { SearchPort } from '../port/search-port';
import { reindexSiteRepayments } from './repayment-reindex';

/**
 * What a published site document means for the search index: its finance settings feed every
 * car's weekly repayment record (repayment-reindex.ts). A failure is logged and costs only the
 * filter's freshness (the next reindex catches up), never the publish.
 */
export async function afterSitePublished(port: SearchPort, changes: ContentChange[]): Promise<void> {
  const sites = new Set(changes.flatMap((change) => (change._type === 'site' && change.site ? [change.site] : [])));
  for (const site of sites) {
    try {
      const written = await reindexSiteRepayments(port, site);
      if (written > 0) console.info(`[search] ${site}: ${written} weekly repayments re-derived after its settings were published`);
    } catch (error) {
      console.error(`[search] ${site}: weekly repayments not re-derived after a publish`, error);
    }
  }
}
