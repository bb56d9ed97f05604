import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenDatabase } from '@dealer/migrations/database';
import { serveAsset } from '@/ports/content/content-lake/asset-files';
import { createDocumentStore, type DocumentStore } from '@/ports/content/content-lake/document-store';
import { handleContentLake, type ContentLakeDeps } from '@/ports/content/content-lake/content-lake-handler';
import type { PublishedChange } from '@/ports/content/content-lake/published-changes';
import { serveFetchHandler, type FetchServer } from './fetch-server';
import { openMigratedPglite } from './lead-fixtures';

export const LAKE_EDITOR_TOKEN = 'sk-test-local-editor-token-0123456789abcdef';

export type LocalContentLake = FetchServer & {
  /** What @sanity/client's `apiHost` is set to (the app serves it at /content-lake). */
  apiHost: string;
  store: DocumentStore;
  database: OpenDatabase;
  published: PublishedChange[];
};

/** The local Content Lake over real HTTP on a fresh in-memory database, starting from `documents`. */
export async function startLocalContentLake(documents: readonly Record<string, unknown>[], options: Pick<ContentLakeDeps, 'listenLifetime'> = {}): Promise<LocalContentLake> {
  const database = await openMigratedPglite();
  const store = createDocumentStore(database.db, { initialDocuments: async () => documents });
  const published: PublishedChange[] = [];
  // Uploaded assets in a folder of their own, served at /content-assets as the app serves them.
  const assets = { dir: mkdtempSync(join(tmpdir(), 'content-lake-assets-')), urlPrefix: '/content-assets' };
  const server = await serveFetchHandler(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(`${assets.urlPrefix}/`)) return serveAsset(assets, new URL(request.url), request.headers.get('accept'));
    return handleContentLake(request, pathname.replace(/^\/content-lake/, ''), {
      store: async () => store,
      assets,
      db: async () => database.db,
      editorToken: () => LAKE_EDITOR_TOKEN,
      onPublished: (changes) => void published.push(...changes),
      ...options,
    });
  });
  return {
    ...server,
    apiHost: `${server.url}/content-lake`,
    store,
    database,
    published,
    close: async () => {
      await server.close();
      await database.close();
      rmSync(assets.dir, { recursive: true, force: true });
    },
  };
}
