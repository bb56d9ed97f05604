import { createClient } from 'next-sanity';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { localPreviewSecretClient } from '@/content-lake/preview-secret-client';
import { localContentLake, runsLocalContentLake } from '@/ports/content';
import { serverEnv } from '@/server/env';

/**
 * Entered by the Studio's Presentation tool: it creates a short-lived secret in the dataset and
 * opens `/api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…`. next-sanity
 * checks the secret against the Content Lake before switching draft mode on (so nobody turns it
 * on by guessing a URL) and redirects to the previewed path: hosted Sanity with the read token,
 * or, in the embedded demo, the local Content Lake the local Studio wrote the secret to. A
 * deployment without hosted content has no Studio and no drafts: 404.
 */
export async function GET(request: Request): Promise<Response> {
  const env = serverEnv();
  if (env.SANITY_PROJECT_ID && env.SANITY_DATASET && env.SANITY_API_READ_TOKEN) {
    const client = createClient({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, apiVersion: '2025-06-01', useCdn: false, token: env.SANITY_API_READ_TOKEN });
    return defineEnableDraftMode({ client }).GET(request);
  }
  if (runsLocalContentLake()) {
    return defineEnableDraftMode({ client: localPreviewSecretClient(async () => (await localContentLake()).documents()) }).GET(request);
  }
  return Response.json({ error: 'Draft mode needs the hosted Sanity content adapter and SANITY_API_READ_TOKEN, or the local Content Lake.' }, { status: 404 });
}
