'use client';

import { SlidersHorizontal } from 'lucide-react';
import { createContext, use, useCallback, useId, useState, type ReactNode } from 'react';
import { useCurrentRefinements } from 'react-instantsearch';
import { buttonVariants } from '@/components/ui/button-variants';

/** Closes the panel on small screens and takes the shopper to the results ('Show Me {count}'). */
const ShowResultsContext = createContext<() => void>(() => undefined);
export const useShowResults = () => use(ShowResultsContext);

/**
 * The filter column. On large screens it is always open beside the results; on phones and tablets
 * it folds behind a 'Filters' button, so the first screen shows results, not fifteen filter lists
 * (the lists stay mounted: their facets are part of every search).
 */
export function FilterPanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const showResults = useCallback(() => {
    setOpen(false);
    // After the panel has folded, so the results are where the scroll ends.
    requestAnimationFrame(() => {
      const results = document.getElementById('results');
      results?.scrollIntoView({ block: 'start' });
      results?.focus({ preventScroll: true });
    });
  }, []);
  return (
    <aside aria-labelledby="filters-heading">
      <h2 id="filters-heading" className="hidden text-lg font-semibold lg:block">Filters</h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={`${buttonVariants({ variant: 'outline' })} w-full lg:hidden`}
      >
        <SlidersHorizontal aria-hidden="true" />
        {open ? 'Hide filters' : 'Filters'}
        <AppliedCount />
      </button>
      <div id={panelId} className={open ? 'mt-2' : 'hidden lg:block'}>
        <ShowResultsContext value={showResults}>{children}</ShowResultsContext>
      </div>
    </aside>
  );
}

/**
 * How many refinements apply. A leaf on purpose: a widget hook waits for the first answer in the
 * server render, and a component that waits holds back its children, so the filter lists must not
 * be below it (see result-count.tsx).
 */
function AppliedCount() {
  const applied = useCurrentRefinements().items.reduce((sum, item) => sum + item.refinements.length, 0);
  if (applied === 0) return null;
  return (
    <span className="rounded-full bg-brand px-2 text-sm text-brand-foreground">
      {applied}
      <span className="sr-only"> applied</span>
    </span>
  );
}
