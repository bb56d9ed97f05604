import { join } from 'node:path';
import { serverEnv } from '@/server/env';
import { dataDir } from '@/server/paths';
import type { ContentPort } from './content-port';
import { createLocalContent } from './local-content';
import { createSanityContent } from './sanity-content';

export type { ContentPort } from './content-port';

/** Path of the demo dataset the local adapter reads (written by the seed). */
export function demoDatasetPath(): string {
  return join(dataDir(), 'demo', 'content.ndjson');
}

const globalKey = Symbol.for('dealer.contentPort');
type Holder = { [globalKey]?: ContentPort };

/** The content adapter for this process: Sanity when SANITY_PROJECT_ID is set, else the demo dataset. */
export function contentPort(): ContentPort {
  // Next bundles server code into several layers; a global keeps one instance per process.
  const holder = globalThis as Holder;
  if (!holder[globalKey]) {
    const env = serverEnv();
    holder[globalKey] = env.SANITY_PROJECT_ID && env.SANITY_DATASET
      ? createSanityContent({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, token: env.SANITY_API_READ_TOKEN })
      : createLocalContent(demoDatasetPath());
  }
  return holder[globalKey];
}
