import { draftMode } from 'next/headers';

/** A same-site path only: leaving preview must not become an open redirect. */
function safePath(path: string | null | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

/** The page the editor was on, from the Referer of the banner's exit link when it is this host. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    // Behind the tenancy rewrite request.url may name the server, not the tenant: the Host header does.
    const host = request.headers.get('host') ?? new URL(request.url).host;
    return from.host === host ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Leaves draft mode (the preview banner's "Exit preview", the Presentation tool, or a visitor's
 * stale cookie) and goes back to `redirect`, else the page the link was clicked on, else home.
 */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const target = safePath(new URL(request.url).searchParams.get('redirect')) ?? safePath(refererPath(request)) ?? '/';
  return new Response(null, { status: 307, headers: { Location: target } });
}
