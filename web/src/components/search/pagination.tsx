import { applyChange, type SearchState } from '@/search/refinements';
import { searchStateHref } from '@/search/search-href';
import { cn } from '@/lib/utils';
import { SearchLink } from './search-link';

type Props = { state: SearchState; nbPages: number; usedCarPrefix: string | null };

/** Page numbers around the current page, first and last always reachable. */
export function pageWindow(current: number, total: number, radius = 2): number[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page += 1) if (page >= 1 && page <= total) pages.add(page);
  return [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
}

export function Pagination({ state, nbPages, usedCarPrefix }: Props) {
  if (nbPages <= 1) return null;
  const current = Math.min(state.page, nbPages);
  const href = (page: number) => searchStateHref(applyChange(state, { page }), { usedCarPrefix });
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-neutral-300 px-3 text-sm';
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {current > 1 && <SearchLink href={href(current - 1)} rel="prev" className={link}>Previous</SearchLink>}
      {pageWindow(current, nbPages).map((page, index, pages) => (
        <span key={page} className="contents">
          {index > 0 && page - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          <SearchLink
            href={href(page)}
            aria-label={`Page ${page}`}
            aria-current={page === current ? 'page' : undefined}
            className={cn(link, page === current && 'bg-neutral-900 text-white')}
          >
            {page}
          </SearchLink>
        </span>
      ))}
      {current < nbPages && <SearchLink href={href(current + 1)} rel="next" className={link}>Next</SearchLink>}
    </nav>
  );
}
