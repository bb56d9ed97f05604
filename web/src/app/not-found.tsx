import type { Metadata } from 'next';
import { DirectoryLink } from '@/components/site/directory-link';

export const metadata: Metadata = { title: 'Site not found' };

/**
 * Unknown hosts and paths outside any tenant land here (the proxy rewrites them to a segment no
 * site owns). It names nothing internal: no host lookup result, no error text. It reads nothing
 * of the request, so the tenant routes served from the page cache can render it too.
 */
export default function NotFound() {
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-start justify-center py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-neutral-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">Site not found</h1>
      <p className="mt-4 max-w-xl text-neutral-700">
        There is no dealer site or page at this address. Check the address, or pick a site from the directory.
      </p>
      <DirectoryLink
        rootDomain={process.env.ROOT_DOMAIN ?? 'localhost'}
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-neutral-900 px-5 font-semibold text-white hover:bg-neutral-700"
      >
        Go to the site directory
      </DirectoryLink>
    </main>
  );
}
