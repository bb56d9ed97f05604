'use client';

import type { MouseEvent, ReactNode } from 'react';
import { usePagination } from 'react-instantsearch';
import { pageWindow } from '@/lib/page-window';
import { clsx } from 'clsx';

const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-neutral-300 px-3 text-sm';

/** Pagination as links to each page's URL (shareable, crawlable); a plain click refines in place. */
export function Pagination() {
  const { currentRefinement, nbPages, refine, createURL } = usePagination();
  if (nbPages <= 1) return null;
  const current = Math.min(currentRefinement + 1, nbPages);
  const to = (page: number, props: { rel?: string; 'aria-label'?: string; 'aria-current'?: 'page'; className: string }, children: ReactNode) => (
    <a
      href={createURL(page - 1)}
      onClick={(event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        refine(page - 1);
      }}
      {...props}
    >
      {children}
    </a>
  );
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {current > 1 && to(current - 1, { rel: 'prev', className: link }, 'Previous')}
      {pageWindow(current, nbPages).map((page, index, pages) => (
        <span key={page} className="contents">
          {index > 0 && page - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          {to(page, { 'aria-label': `Page ${page}`, 'aria-current': page === current ? 'page' : undefined, className: clsx(link, page === current && 'bg-neutral-900 text-white') }, page)}
        </span>
      ))}
      {current < nbPages && to(current + 1, { rel: 'next', className: link }, 'Next')}
    </nav>
  );
}
