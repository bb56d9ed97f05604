import type { Metadata } from 'next';
import { DirectoryLink, StylesheetFallback } from '@/components/site/not-found-islands';

export const metadata: Metadata = { title: 'Site not found' };

/**
 * Unknown hosts and paths outside any tenant land here (the proxy rewrites them to a segment no
 * site owns). It names nothing internal: no host lookup result, no error text. It reads nothing
 * of the request, so the tenant routes served from the page cache can render it too. Every
 * page's RSC payload carries it (the root layout's not-found boundary): its look is the
 * stylesheet's status-page rules, not classes on each element.
 */
export default function NotFound() {
  return (
    <main id="main" className="container-page status-page flex min-h-[60vh] flex-col items-start justify-center">
      <StylesheetFallback />
      <p>404</p>
      <h1>Site not found</h1>
      <p>
        There is no dealer site or page at this address. Check the address, or pick a site from the directory.
      </p>
      <DirectoryLink
        rootDomain={process.env.ROOT_DOMAIN ?? 'localhost'}
        className="btn btn-dark btn-md mt-6"
      >
        Go to the site directory
      </DirectoryLink>
    </main>
  );
}
