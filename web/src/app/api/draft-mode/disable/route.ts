import { draftMode } from 'next/headers';
import { sameSitePath, sameSiteReferer } from '@/server/http/same-site-path';

/**
 * Leaves draft mode (the preview banner's "Exit preview", the Presentation tool, or a visitor's
 * stale cookie) and goes back to `redirect`, else the page the link was clicked on (a Referer of
 * this host), else home. Only same-site paths: leaving preview must not become an open redirect.
 */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  // Behind the tenancy rewrite request.url may name the server, not the tenant: the Host header does.
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const target = sameSitePath(new URL(request.url).searchParams.get('redirect'))
    ?? sameSiteReferer(request.headers.get('referer'), host)
    ?? '/';
  return new Response(null, { status: 307, headers: { Location: target } });
}
