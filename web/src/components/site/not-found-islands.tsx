'use client';

// What the 404 pages (app/not-found.tsx, app/[site]/not-found.tsx) do in the browser. One module:
// every page's RSC payload carries both 404s, so their code is in every page's first load.

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
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
