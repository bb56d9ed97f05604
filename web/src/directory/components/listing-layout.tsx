import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/site/breadcrumbs';

type Props = {
  breadcrumbs: Crumb[];
  heading: string;
  intro: ReactNode;
  /** The keyword box and filter lists. */
  filters: ReactNode;
  /** "21 models": the results column's heading. */
  count: string;
  countId: string;
  /** The grid with its pagination, or the empty results card. */
  children: ReactNode;
  /** When the results were searched (listing-search.ts: they come from the page cache). */
  searchedAt?: string | null;
};

/** The frame of a server-rendered listing (/models, /special-offers): heading, filter column, results. */
export function ListingLayout({ breadcrumbs, heading, intro, filters, count, countId, children, searchedAt }: Props) {
  return (
    <div className="container-page py-8 md:py-12">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters" className="flex flex-col gap-6">{filters}</aside>
        <section aria-labelledby={countId} data-searched-at={searchedAt ?? undefined}>
          <h2 id={countId} className="mb-4 text-lg font-semibold">{count}</h2>
          {children}
        </section>
      </div>
    </div>
  );
}
