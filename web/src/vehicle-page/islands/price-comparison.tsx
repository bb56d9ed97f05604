'use client';

import { useEffect, useState } from 'react';
import { comparisonPanel, rangePosition, type ComparisonPanel, type PriceCheckResult } from '@/domain/price-check';
import { formatPrice } from '@/lib/format';

/**
 * SPEC 4 "Price-comparison panel": a skeleton while the price check loads, the panel only when
 * the result passes the rule, nothing on 'No data returned' (204) and a log line on failure. The
 * skeleton and panel share a fixed height so the late answer shifts nothing below it.
 */
export function PriceComparison({ slug }: { slug: string }) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'done'; panel: ComparisonPanel | null }>({ status: 'loading' });
  useEffect(() => {
    fetch(`/cars/${encodeURIComponent(slug)}/autogauge`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Price check answered ${response.status}`);
        // 204: no market data for this car, nothing to show.
        const panel = response.status === 204 ? null : comparisonPanel((await response.json()) as PriceCheckResult);
        if (!panel) console.info('Price check: No data returned');
        setState({ status: 'done', panel });
      })
      .catch((error: unknown) => {
        console.warn('Price check failed', error);
        setState({ status: 'done', panel: null });
      });
  }, [slug]);

  if (state.status === 'loading') {
    return <div aria-hidden="true" data-testid="price-comparison-skeleton" className="h-44 animate-pulse rounded-lg bg-neutral-100" />;
  }
  const { panel } = state;
  if (!panel) return null;
  return (
    <section aria-labelledby="price-comparison-heading" className="h-44 rounded-lg border border-neutral-200 p-5" data-testid="price-comparison">
      <h2 id="price-comparison-heading" className="text-xl font-bold">Price Comparison</h2>
      <p className="mt-1 text-sm text-neutral-700">{panel.description ?? `This price is ${panel.fill} compared with similar vehicles for sale.`}</p>
      <div className="relative mt-6 h-2 rounded-full bg-gradient-to-r from-emerald-600 via-amber-400 to-red-600">
        <span className="absolute -top-2 size-6 -translate-x-1/2 rounded-full border-2 border-white bg-neutral-900" style={{ left: `${rangePosition(panel)}%` }}>
          <span className="sr-only">This car at {formatPrice(panel.listingPrice)}</span>
        </span>
      </div>
      <p className="mt-3 flex justify-between text-sm">
        <span>{formatPrice(panel.min)}</span>
        <span>{formatPrice(panel.max)}</span>
      </p>
    </section>
  );
}
