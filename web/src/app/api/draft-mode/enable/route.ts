import { createClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { draftMode } from 'next/headers';
import { serverEnv } from '@/server/env';

/**
 * Entered by the Studio's Presentation tool: it creates a short-lived secret in the dataset and
 * opens `/api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…`. The secret
 * is checked against Sanity with the read token before draft mode is switched on, so nobody can
 * turn on draft mode by guessing a URL. With the embedded content adapter there is no Studio and
 * no drafts: the route answers 404.
 */
export async function GET(request: Request): Promise<Response> {
  const env = serverEnv();
  if (!env.SANITY_PROJECT_ID || !env.SANITY_DATASET || !env.SANITY_API_READ_TOKEN) {
    return Response.json({ error: 'Draft mode needs the hosted Sanity content adapter and SANITY_API_READ_TOKEN.' }, { status: 404 });
  }
  const client = createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: '2025-06-01',
    useCdn: false,
    token: env.SANITY_API_READ_TOKEN,
  });
  const { isValid, redirectTo = '/' } = await validatePreviewUrl(client, request.url);
  if (!isValid) return Response.json({ error: 'Invalid preview secret.' }, { status: 401 });
  (await draftMode()).enable();
  // Only a same-site path: the secret check does not make an open redirect acceptable.
  const target = redirectTo.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/';
  return new Response(null, { status: 307, headers: { Location: target } });
}
