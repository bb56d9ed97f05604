import { createClient } from 'next-sanity';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { serverEnv } from '@/server/env';

/**
 * Entered by the Studio's Presentation tool: it creates a short-lived secret in the dataset and
 * opens `/api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…`. next-sanity
 * checks the secret against Sanity with the read token before switching draft mode on (so nobody
 * turns it on by guessing a URL) and redirects to the previewed path. With the embedded content
 * adapter there is no Studio and no drafts: the route answers 404.
 */
export async function GET(request: Request): Promise<Response> {
  const env = serverEnv();
  if (!env.SANITY_PROJECT_ID || !env.SANITY_DATASET || !env.SANITY_API_READ_TOKEN) {
    return Response.json({ error: 'Draft mode needs the hosted Sanity content adapter and SANITY_API_READ_TOKEN.' }, { status: 404 });
  }
  const client = createClient({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, apiVersion: '2025-06-01', useCdn: false, token: env.SANITY_API_READ_TOKEN });
  return defineEnableDraftMode({ client }).GET(request);
}
