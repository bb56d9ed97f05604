import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { TEST_PORT } from './demo';
import { hostRequest } from './http';

const dataDir = () => process.env.DATA_DIR ?? join(process.cwd(), '..', '.data');
export const LAKE = `/content-lake/v2025-06-01/data`;

/**
 * @sanity/client on the running app's local Content Lake, with the editor token the app writes to
 * the data folder the first time the lake is asked anything (this asks first). A commit publishes.
 */
export async function contentEditor(): Promise<SanityClient> {
  await hostRequest('localhost', 'GET', `${LAKE}/query/production?query=count(*)`);
  const token = readFileSync(join(dataDir(), 'content-lake', 'editor-token'), 'utf8').trim();
  return createClient({ projectId: 'local', dataset: 'production', apiHost: `http://127.0.0.1:${TEST_PORT}/content-lake`, useProjectHostname: false, apiVersion: '2025-06-01', useCdn: false, token });
}
