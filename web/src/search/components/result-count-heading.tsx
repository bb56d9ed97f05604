'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { countLabel } from '@/search/result-count';
import { useShowResults } from './filter-panel';
import { useResultCount } from './use-result-count';

/*
 * Leaves on purpose: useResultCount waits for the first answer in the server render, and a
 * component that waits holds back its children, so widgets below it would miss that first search.
 */

/** "627 cars found", the results column's heading. */
export function ResultCountHeading({ noun }: { noun: { singular: string; plural: string } }) {
  const { count } = useResultCount();
  return (
    <h2 id="results-heading" className="text-lg font-semibold" data-testid="search-count">
      {countLabel(count, noun.singular.toLowerCase(), noun.plural.toLowerCase())} found
    </h2>
  );
}

/** The filter panel's 'Show Me {count} {type}' button (small screens: back to the results). */
export function ShowMeButton({ noun }: { noun: string }) {
  const { count } = useResultCount();
  const showResults = useShowResults();
  return (
    <a
      href="#results"
      onClick={(event) => {
        event.preventDefault();
        showResults();
      }}
      className={`${buttonVariants({ variant: 'primary' })} mt-4 w-full lg:hidden`}>
      Show Me {count} {noun}
    </a>
  );
}
