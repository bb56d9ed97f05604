'use client';

// The 404 pages (app/not-found.tsx, app/[site]/not-found.tsx), drawn in the browser. Every page's
// RSC payload carries both 404s (the layouts' not-found boundaries): as client components they
// cost it a reference each instead of their rendered trees (~1.2 KB a page). Loaded only where a
// 404 renders (lazy-not-found.tsx).

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { directoryUrl } from '@/lib/host-urls';

const noChanges = () => () => undefined;

/**
 * A link to the platform's directory on the port and scheme the visitor used, read in the browser:
 * the "Site not found" page is served from the page cache, so the server never sees this request.
 */
export function DirectoryLink({ rootDomain, className, children }: { rootDomain: string; className: string; children: ReactNode }) {
  const href = useSyncExternalStore(
    noChanges,
    () => directoryUrl({ host: window.location.host, protocol: window.location.protocol.replace(/:$/, ''), rootDomain }),
    () => directoryUrl({ host: rootDomain, rootDomain }),
  );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * Links the site's stylesheet where a page arrived without it. A missing page under a route whose
 * pages render on first request (app/[site]/[...path], cars/[slug]) comes from Next 16.4 as its
 * bare error document, the 404 then drawn in the browser; and as the RSC payload leaves the
 * inlined stylesheet's text out (patches/next: the server's HTML carries it), the `<style>` React
 * adds there is empty. Each empty one gets a link to the same file; a page whose HTML carried the
 * stylesheet has none.
 */
export function StylesheetFallback() {
  useEffect(() => {
    const linked = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
    for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
      if (style.textContent) continue;
      for (const href of (style.dataset.href ?? '').split(' ').filter(Boolean)) {
        if (linked.has(href)) continue;
        linked.add(href);
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.head.appendChild(link);
      }
    }
  }, []);
  return null;
}

/**
 * A missing page inside a tenant, within the tenant's layout (header, footer, colours). Links are
 * root-relative, so they stay on the tenant's host; its look is the stylesheet's status-page rules.
 */
export function SiteNotFoundBody() {
  return (
    <div className="container-page status-page">
      <StylesheetFallback />
      <p>404</p>
      <h1>Sorry, we can&apos;t find that page</h1>
      <p>
        The page may have moved, or the vehicle may have been sold. Try our home page or search our current stock.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/" className={buttonVariants({ variant: 'primary' })}>Go to the home page</a>
        <a href="/search/new-used-and-demo-cars" className={buttonVariants({ variant: 'outline' })}>Search our stock</a>
      </div>
    </div>
  );
}

/** An unknown host or a path outside any tenant: names nothing internal, points to the directory. */
export function UnknownSiteBody({ rootDomain }: { rootDomain: string }) {
  return (
    <main id="main" className="container-page status-page flex min-h-[60vh] flex-col items-start justify-center">
      <StylesheetFallback />
      <p>404</p>
      <h1>Site not found</h1>
      <p>
        There is no dealer site or page at this address. Check the address, or pick a site from the directory.
      </p>
      <DirectoryLink rootDomain={rootDomain} className="btn btn-dark btn-md mt-6">
        Go to the site directory
      </DirectoryLink>
    </main>
  );
}
