import { buttonVariants } from '@/components/ui/button-variants';

/** SPEC.md 2, 8: the empty results card of the offers search; Clear Filters goes back to the refresh path. */
export function NoOffers({ refreshPath }: { refreshPath: string }) {
  return (
    <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-8 text-center" data-testid="search-empty">
      <h2 className="text-xl font-semibold">No Results Available</h2>
      <p className="mx-auto mt-2 max-w-prose text-neutral-700">
        There are currently no offers that meet your search. Please try adjusting the filters, or check back soon for new offers.
      </p>
      <a href={refreshPath} className={`${buttonVariants({ variant: 'primary' })} mt-6`}>Clear Filters</a>
    </div>
  );
}
