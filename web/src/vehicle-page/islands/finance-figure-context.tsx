'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { quoteFigure, type FinanceFigure } from '@/domain/vehicle-finance-figure';
import { useQuickQuote } from './use-quick-quote';

/** The figure as a small store: consumers subscribe to it, so the context value never changes. */
type FigureStore = { initial: FinanceFigure | null; get(): FinanceFigure | null; set(figure: FinanceFigure | null): void; subscribe(listener: () => void): () => void };

function figureStore(initial: FinanceFigure | null): FigureStore {
  let figure = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => figure,
    set(next) {
      if (next === figure) return;
      figure = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const FigureContext = createContext<FigureStore | null>(null);

type Props = { slug: string; price: number | null; figure: FinanceFigure | null; askQuote: boolean; children: ReactNode };

/**
 * Holds the vehicle page's one finance figure (domain/vehicle-finance-figure.ts) for every part
 * that states it: the sidebar, the sticky header and the calculator. When the page asks for the
 * provider's quote (SPEC 7) and it arrives, the quote becomes the figure everywhere at once;
 * on failure the server's figure stays.
 * The context carries a store, never the figure itself: a changed context value makes React
 * client-render every part of the page still waiting for its code (the lazy islands) with its
 * empty fallback, so their server HTML vanished until their code arrived and the page jumped.
 */
export function FinanceFigureProvider({ slug, price, figure, askQuote, children }: Props) {
  const [store] = useState(() => figureStore(figure));
  const quote = useQuickQuote(slug, askQuote ? 'vehicle' : null, 0);
  const current = quote && price ? quoteFigure(price, quote) : figure;
  useEffect(() => store.set(current), [store, current]);
  return <FigureContext value={store}>{children}</FigureContext>;
}

const noStore = () => () => {};

/**
 * The page's figure; null outside a vehicle page or where the page states none. A part hydrates
 * with the server's figure (what its HTML shows; a quote that came first would not match it and
 * React would render the part afresh, dropping what the shopper had moved in it), then the current one.
 */
export function useFinanceFigure(): FinanceFigure | null {
  const store = useContext(FigureContext);
  return useSyncExternalStore(store?.subscribe ?? noStore, () => store?.get() ?? null, () => store?.initial ?? null);
}
