'use client';

import { useEffect, useState } from 'react';
import { QUICK_QUOTE_DEBOUNCE_MS } from '@/domain/quick-quote';
import { fetchFinanceQuote, type FinanceQuote, type QuoteInput } from '../browser/finance-api';

/**
 * The quick estimate for `input`, asked for 500 ms after it last changed (SPEC 9) with the
 * previous request aborted; null while pending, after a failure, or while `input` is null.
 */
export function useFinanceQuote(input: QuoteInput | null): { quote: FinanceQuote | null; pending: boolean } {
  const key = input === null ? null : JSON.stringify(input);
  const [answer, setAnswer] = useState<{ key: string; quote: FinanceQuote | null } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchFinanceQuote(JSON.parse(key) as QuoteInput, controller.signal).then((quote) => {
        if (!controller.signal.aborted) setAnswer({ key, quote });
      });
    }, QUICK_QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  const current = answer && answer.key === key ? answer : null;
  return { quote: current?.quote ?? null, pending: key !== null && current === null };
}
