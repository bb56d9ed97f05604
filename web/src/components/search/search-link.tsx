'use client';

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHydrated, useSearchNavigation } from './search-navigation';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain link (works without JS) that, with JS, navigates inside the search transition. */
export function SearchLink({ href, onClick, ...rest }: Props) {
  const { navigate } = useSearchNavigation();
  const hydrated = useHydrated();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!hydrated || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
