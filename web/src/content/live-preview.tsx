import { createClient } from 'next-sanity';
import { defineLive } from 'next-sanity/live';
import { headers } from 'next/headers';
import { runsLocalContentLake } from '@/ports/content';
import { pageOrigin } from '@/server/http/request-origin';
import { LIVE_PREVIEW_PREFIX } from './live-preview-route';

/**
 * next-sanity's <SanityLive> for a page in draft mode on the local Content Lake: it listens to
 * the Live Content API stream with drafts (content/live-preview-route.ts, on the tenant's own
 * host) and refreshes the page when an edit changes an answer the page read, so the Studio's
 * Presentation preview follows the editor as they type. The "browser token" is a placeholder
 * the client insists on for drafts: the stream checks the draft-mode cookie instead. Hosted
 * content has no browser token configured, so it keeps Presentation's own refresh.
 */
export async function LivePreview() {
  if (!runsLocalContentLake()) return null;
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `${pageOrigin(await headers())}${LIVE_PREVIEW_PREFIX}`,
    useProjectHostname: false,
    apiVersion: '2025-06-01',
    useCdn: false,
  });
  const { SanityLive } = defineLive({ client, serverToken: false, browserToken: 'draft-mode-cookie' });
  return <SanityLive includeDrafts onWelcome={false} />;
}
