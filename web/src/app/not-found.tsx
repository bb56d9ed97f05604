import type { Metadata } from 'next';
import { LazyUnknownSiteBody } from '@/components/site/lazy-not-found';

export const metadata: Metadata = { title: 'Site not found' };

/**
 * Unknown hosts and paths outside any tenant land here (the proxy rewrites them to a segment no
 * site owns). It names nothing internal: no host lookup result, no error text. It reads nothing
 * of the request, so the tenant routes served from the page cache can render it too. Every
 * page's RSC payload carries it (the root layout's not-found boundary), so its body is a client
 * component, loaded only where it renders: the payload names it instead of holding its tree.
 */
export default function NotFound() {
  return <LazyUnknownSiteBody rootDomain={process.env.ROOT_DOMAIN ?? 'localhost'} />;
}
