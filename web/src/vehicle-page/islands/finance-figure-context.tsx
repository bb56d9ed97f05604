'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { quoteFigure, type FinanceFigure } from '@/domain/vehicle-finance-figure';
import { useQuickQuote } from './use-quick-quote';

const FigureContext = createContext<FinanceFigure | null>(null);

type Props = { slug: string; price: number | null; figure: FinanceFigure | null; askQuote: boolean; children: ReactNode };

/**
 * Holds the vehicle page's one finance figure (domain/vehicle-finance-figure.ts) for every part
 * that states it: the sidebar, the sticky header and the calculator. When the page asks for the
 * provider's quote (SPEC 7) and it arrives, the quote becomes the figure everywhere at once;
 * on failure the server's figure stays.
 */
export function FinanceFigureProvider({ slug, price, figure, askQuote, children }: Props) {
  const quote = useQuickQuote(slug, askQuote ? 'vehicle' : null, 0);
  const current = quote && price ? quoteFigure(price, quote) : figure;
  return <FigureContext value={current}>{children}</FigureContext>;
}

/** The page's figure; null outside a vehicle page or where the page states none. */
export function useFinanceFigure(): FinanceFigure | null {
  return useContext(FigureContext);
}
