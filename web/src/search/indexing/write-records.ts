import type { SearchRecord } from '@/search/port/search-record';

/** The few write calls of algoliasearch v5 the indexer uses; the real client (or a fake) fits. */
export type IndexWriter = {
  clearObjects(args: { indexName: string }): Promise<unknown>;
  batch(args: { indexName: string; batchWriteParams: { requests: Array<{ action: 'addObject' | 'updateObject' | 'partialUpdateObject' | 'deleteObject'; body: Record<string, unknown> }> } }): Promise<unknown>;
};

export const INDEX_BATCH_SIZE = 1000;

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * Rebuild: empties the index and writes every record in batches of 1000 (Algolia's recommended
 * size), through whichever backend the client points at. Returns the number of batches sent.
 */
export async function writeAllRecords(client: IndexWriter, indexName: string, records: readonly SearchRecord[], batchSize = INDEX_BATCH_SIZE): Promise<number> {
  await client.clearObjects({ indexName });
  let batches = 0;
  for (const chunk of chunks(records, batchSize)) {
    await client.batch({ indexName, batchWriteParams: { requests: chunk.map((record) => ({ action: 'updateObject' as const, body: record })) } });
    batches += 1;
  }
  return batches;
}
