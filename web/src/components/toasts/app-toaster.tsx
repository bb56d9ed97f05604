'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { subscribeToastRequests, toastRequested } from './notify';

const SonnerToaster = dynamic(() => import('./sonner-toaster'), { ssr: false });

/** The site's one toaster, mounted in the layout; its library loads when the first toast is asked for. */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false);
  return wanted ? <SonnerToaster /> : null;
}
