'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import { useFinanceFigure } from './finance-figure-context';

type Props = {
  mode: 'header' | 'bar';
  image: string | null;
  name: string;
  subtitle: string;
  price: string;
  priceType: string | null;
  /** Null where the car's button set leaves finance out (SPEC 6: a dealership's own set on a group site). */
  financeHref: string | null;
  tradeInHref: string | null;
  /** The watchlist Save button (identity feature), when the site has a watchlist. */
  save?: ReactNode;
};

/** SPEC 9: the sticky header opens after 500 px of scrolling; the bottom bar after 900 px. */
export const STICKY_THRESHOLD = { header: 500, bar: 900 } as const;

/**
 * Sticky header (image, name, transmission and body, price, price type, weekly estimate, Get
 * Finance, Trade-In Valuation) or bottom call-to-action bar, per tenant. Fixed-position and
 * translated in, so it never shifts the layout (CLS).
 */
export function StickyBar({ mode, image, name, subtitle, price, priceType, financeHref, tradeInHref, save }: Props) {
  const [open, setOpen] = useState(false);
  // The page's one finance figure, as the sidebar states it.
  const figure = useFinanceFigure();
  useEffect(() => {
    const onScroll = () => setOpen(window.scrollY > STICKY_THRESHOLD[mode]);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mode]);
  const position = mode === 'header' ? 'top-0 border-b' : 'bottom-0 border-t';
  const hidden = mode === 'header' ? '-translate-y-full' : 'translate-y-full';
  return (
    <div
      aria-hidden={!open}
      inert={!open}
      data-testid={`sticky-${mode}`}
      data-sticky-bar={mode === 'bar' ? '' : undefined}
      data-open={open}
      className={`fixed inset-x-0 ${position} z-40 border-neutral-200 bg-white shadow-md transition-transform duration-300 ${open ? 'translate-y-0' : hidden}`}
    >
      <div className="container-page flex items-center gap-3 py-2">
        {mode === 'header' && image && (
          // A small thumbnail of an already-loaded photo; next/image would add nothing here. Lazy:
          // an eager <img> in the server's HTML gets a preload in <head> from React, which fetched
          // the whole original photo beside the LCP photo on phones, where this is never shown.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image} alt="" width={64} height={48} loading="lazy" className="hidden h-12 w-16 rounded object-cover sm:block" />
        )}
        <div className="min-w-0 grow">
          <p className="truncate font-bold">{name}</p>
          {mode === 'header' && <p className="hidden truncate text-sm text-neutral-700 md:block">{subtitle}</p>}
          {/* Phones have no room for the price column: it goes under the name. */}
          <p className="truncate text-sm md:hidden"><span className="font-bold">{price}</span> {priceType}</p>
        </div>
        <p className="hidden text-right md:block">
          <span className="font-extrabold">{price}</span> {priceType && <span className="text-sm text-neutral-700">{priceType}</span>}
          {figure && <span className="block text-sm text-neutral-700" data-testid="sticky-finance-figure">{formatPrice(figure.weekly)} per week</span>}
        </p>
        {save}
        {financeHref && <a href={financeHref} className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-brand px-4 font-semibold whitespace-nowrap text-brand-foreground">Get Finance</a>}
        {tradeInHref && <a href={tradeInHref} className="hidden min-h-11 items-center rounded-md border border-current px-4 font-semibold text-brand-ink sm:inline-flex">Trade-In Valuation</a>}
      </div>
    </div>
  );
}
