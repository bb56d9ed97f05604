'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The buttons inside are disabled until this hydrates. Rendered in the same chunk as buttons whose
 * code loads after the page's, it keeps them refusing a click (visibly, `disabled` styles) until
 * they can act on it, where a click on a server-rendered button would otherwise be dropped.
 * `display: contents`: the fieldset adds no box, the buttons lay out as if it were not there.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <fieldset disabled={!hydrated} className="contents">{children}</fieldset>;
}
