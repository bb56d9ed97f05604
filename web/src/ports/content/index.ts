import { join } from 'node:path';
import { serverEnv } from '@/server/env';
import { dataDir } from '@/server/paths';
import type { ContentPort } from './content-port';
import { contentLakeStore } from './content-lake/lake-store';
import { syncTagsOf } from './content-lake/sync-tags';
import { createLocalContent, ndjsonSource } from './local-content';
import { createSanityContent } from './sanity-content';

export type { ContentPort } from './content-port';

/** Path of the demo dataset the local adapter reads (written by the seed). */
export function demoDatasetPath(): string {
  return join(dataDir(), 'demo', 'content.ndjson');
}

/** The local Content Lake exists only in the embedded demo: no hosted content, no DATABASE_URL. */
export function runsLocalContentLake(): boolean {
  const env = serverEnv();
  return !env.SANITY_PROJECT_ID && !env.DATABASE_URL;
}

/** The local Content Lake's document store (callers check runsLocalContentLake first). */
export function localContentLake() {
  return contentLakeStore(ndjsonSource(demoDatasetPath()));
}

const globalKey = Symbol.for('dealer.contentPort');
type Holder = { [globalKey]?: ContentPort };

/**
 * The content adapter for this process: Sanity when SANITY_PROJECT_ID is set; else the local
 * Content Lake's documents in the embedded database (what the Studio edits), or, in a deployment
 * with DATABASE_URL, the demo dataset read-only.
 */
export function contentPort(): ContentPort {
  // Next bundles server code into several layers; a global keeps one instance per process.
  const holder = globalThis as Holder;
  if (!holder[globalKey]) {
    const env = serverEnv();
    if (env.SANITY_PROJECT_ID && env.SANITY_DATASET) {
      holder[globalKey] = createSanityContent({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, token: env.SANITY_API_READ_TOKEN });
    } else if (runsLocalContentLake()) {
      holder[globalKey] = createLocalContent(async () => (await localContentLake()).documents(), (query, params, perspective, result) => {
        // A draft-mode page's answers get sync tags, so the live stream its <SanityLive> listens
        // to says when an edit changed what it shows (content/live-preview.tsx).
        if (perspective === 'drafts') void localContentLake().then((store) => syncTagsOf(store).tagOf(query, params, perspective, result));
      });
    } else {
      holder[globalKey] = createLocalContent(demoDatasetPath());
    }
  }
  return holder[globalKey];
}
