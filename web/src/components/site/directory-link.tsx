'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
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
