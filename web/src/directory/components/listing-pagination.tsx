import { pageWindow } from '@/lib/page-window';
import { cn } from '@/lib/utils';

type Props = { page: number; nbPages: number; href: (page: number) => string };

/** Page links of a listing (models directory, offers); nothing when everything fits on one page. */
export function ListingPagination({ page, nbPages, href }: Props) {
  if (nbPages <= 1) return null;
  const current = Math.min(page, nbPages);
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-neutral-300 px-3 text-sm';
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {current > 1 && <a href={href(current - 1)} rel="prev" className={link}>Previous</a>}
      {pageWindow(current, nbPages).map((number, index, pages) => (
        <span key={number} className="contents">
          {index > 0 && number - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          <a
            href={href(number)}
            aria-label={`Page ${number}`}
            aria-current={number === current ? 'page' : undefined}
            className={cn(link, number === current && 'bg-neutral-900 text-white')}
          >
            {number}
          </a>
        </span>
      ))}
      {current < nbPages && <a href={href(current + 1)} rel="next" className={link}>Next</a>}
    </nav>
  );
}
