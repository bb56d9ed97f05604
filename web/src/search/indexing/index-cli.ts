// `npm run index`: rebuilds the search index from the database (the source of truth) through the
// algoliasearch client. With Algolia configured it writes to Algolia (settings and replicas
// first); otherwise to the running app's local engine at /api/search with SEARCH_ADMIN_API_KEY.
// Without a running app there is nothing to write to: the local engine indexes at start-up.
import { algoliasearch } from 'algoliasearch';
import { listSites } from '@/content/site';
import { DIRECTORY_INDEX_SETTINGS, directoryIndexName } from '@/directory/records/directory-index';
import { OFFERS_INDEX_SETTINGS, offersIndexName } from '@/offers/records/offers-index';
import { buildContentRecords } from '@/search/indexing/content-indexer';
import { vehicleIndexSettings } from '@/search/engine/vehicle-indexes';
import { buildSearchRecords } from '@/search/indexing/indexer';
import { serverEnv } from '@/server/env';
import { writeAllRecords, type IndexWriter } from './write-records';

async function main(): Promise<number> {
  const env = serverEnv();
  const started = performance.now();
  const records = await buildSearchRecords();
  console.log(`Read ${records.length} indexable vehicles from the database in ${(performance.now() - started).toFixed(0)} ms.`);

  if (env.ALGOLIA_APP_ID && env.ALGOLIA_ADMIN_API_KEY) {
    const client = algoliasearch(env.ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY);
    for (const { indexName, settings } of vehicleIndexSettings(env.ALGOLIA_INDEX)) {
      await client.setSettings({ indexName, indexSettings: settings as never });
    }
    const batches = await writeAllRecords(client as unknown as IndexWriter, env.ALGOLIA_INDEX, records);
    console.log(`Algolia: wrote ${records.length} records to ${env.ALGOLIA_INDEX} in ${batches} batches.`);
    // The models directory and offers indexes draw "price from" and photos from the same stock.
    const content = await buildContentRecords(records);
    const contentIndexes = [
      { indexName: directoryIndexName(env.ALGOLIA_INDEX), settings: DIRECTORY_INDEX_SETTINGS, objects: content.directory },
      { indexName: offersIndexName(env.ALGOLIA_INDEX), settings: OFFERS_INDEX_SETTINGS, objects: content.offers },
    ];
    for (const { indexName, settings, objects } of contentIndexes) {
      await client.setSettings({ indexName, indexSettings: settings as never });
      await client.replaceAllObjects({ indexName, objects: objects as never });
      console.log(`Algolia: wrote ${objects.length} records to ${indexName}.`);
    }
    return 0;
  }

  const site = (await listSites())[0];
  const port = process.env.PORT ?? '3000';
  const host = process.env.SEARCH_HOST ?? `${site?.slug ?? 'localhost'}.localhost:${port}`;
  if (!env.SEARCH_ADMIN_API_KEY) {
    console.log('Local engine: SEARCH_ADMIN_API_KEY is not set, so the running app refuses writes; it indexes from the database at start-up.');
    return 0;
  }
  const client = algoliasearch('local', env.SEARCH_ADMIN_API_KEY, {
    hosts: [{ url: `${host}/api/search`, protocol: 'http', accept: 'readWrite' }],
  });
  try {
    const batches = await writeAllRecords(client as unknown as IndexWriter, env.ALGOLIA_INDEX, records);
    console.log(`Local engine at http://${host}/api/search: wrote ${records.length} records in ${batches} batches.`);
  } catch (error) {
    console.log(`No app answered at http://${host} (${error instanceof Error ? error.message : String(error)}); the local engine indexes from the database when the app starts.`);
  }
  return 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
