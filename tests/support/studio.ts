import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { expect, type Page } from '@playwright/test';
import { TEST_PORT } from './demo';
import { hostRequest } from './http';

const dataDir = process.env.DATA_DIR ?? join(process.cwd(), '..', '.data');

/**
 * @sanity/client as the local editor against the running app's Content Lake, with the token the
 * app writes to the data folder (any call to the lake makes it write one first).
 */
export async function localEditor(): Promise<SanityClient> {
  expect((await hostRequest('localhost', 'GET', '/content-lake/v2025-06-01/data/query/production?query=count(*)')).status).toBe(200);
  const token = readFileSync(join(dataDir, 'content-lake', 'editor-token'), 'utf8').trim();
  return createClient({ projectId: 'local', dataset: 'production', apiHost: `http://127.0.0.1:${TEST_PORT}/content-lake`, useProjectHostname: false, apiVersion: '2025-06-01', useCdn: false, token });
}

/** The Studio at /studio with a document open, focused on a field path (Sanity's edit intent). */
export async function openInStudio(page: Page, id: string, type: string, path: string): Promise<void> {
  await page.goto(`http://localhost:${TEST_PORT}/studio/intent/edit/id=${id};type=${type};path=${encodeURIComponent(path)}/`);
}

/** Presses the document's Publish button and waits for the lake to answer the publish action. */
export async function publishInStudio(page: Page): Promise<void> {
  const published = page.waitForResponse((r) => r.url().includes('/data/actions/production') && r.request().postData()?.includes('sanity.action.document.publish') === true);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  expect((await published).status()).toBe(200);
}
