import { buttonVariants } from '@/components/ui/button-variants';

/** SPEC 2, 8: the empty results card, its Clear Filters button returning to the refresh path. */
export function EmptyResults({ refreshPath }: { refreshPath: string }) {
  return (
    <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-8 text-center" data-testid="search-empty">
      <h2 className="text-xl font-semibold">No Results Available</h2>
      <p className="mx-auto mt-2 max-w-prose text-neutral-700">
        No results found for your search at this time. Please try adjusting the filters for more results.
      </p>
      <a href={refreshPath} className={`${buttonVariants({ variant: 'primary' })} mt-6`}>Clear Filters</a>
    </div>
  );
}
