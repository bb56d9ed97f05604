'use client';

import { useEffect, useState } from 'react';

/** What the finance-quote API answers (SPEC 7: weeklyRepaymentAmount, advertisedRate, comparisonRate; the fee where the provider states it). */
export type QuickQuote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number; establishmentFee?: number };

/** The car's own price and a 5-year term (`'vehicle'`), or the quick quote's values. */
export type QuoteRequest = 'vehicle' | { purchasePrice: number; loanTerm: number };

function isQuote(body: unknown): body is QuickQuote {
  const quote = body as Partial<QuickQuote> | null;
  return typeof quote?.weeklyRepaymentAmount === 'number' && typeof quote.advertisedRate === 'number' && typeof quote.comparisonRate === 'number';
}

/** One quote from the vehicle's finance-quote API; null on any failure (SPEC 8: logged, quote cleared). */
export async function fetchQuickQuote(slug: string, request: QuoteRequest, signal?: AbortSignal): Promise<QuickQuote | null> {
  try {
    const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/finance-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request === 'vehicle' ? '' : JSON.stringify(request),
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isQuote(body)) return body;
    throw new Error((body as { error?: string; message?: string } | null)?.error ?? (body as { message?: string } | null)?.message ?? `status ${response.status}`);
  } catch (error) {
    if (!signal?.aborted) console.warn('Failed to get YouX quick quote', error);
    return null;
  }
}

/**
 * The quote for `request`, sent `delayMs` after the request last changed (SPEC 9: quick quote
 * 500 ms) with the previous one aborted; null while none is wanted, pending or after a failure.
 */
export function useQuickQuote(slug: string, request: QuoteRequest | null, delayMs: number): QuickQuote | null {
  const [quote, setQuote] = useState<{ key: string; value: QuickQuote | null } | null>(null);
  const key = request === null ? null : JSON.stringify(request);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchQuickQuote(slug, JSON.parse(key) as QuoteRequest, controller.signal).then((value) => {
        if (!controller.signal.aborted) setQuote({ key, value });
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, key, delayMs]);
  // A quote for an older request is not shown: the shopper has moved on.
  return quote && quote.key === key ? quote.value : null;
}
