import { formatPrice } from '@/lib/format';

export type AlertFacts = {
  kind: 'price_drop' | 'reserved' | 'sold';
  siteName: string;
  carName: string;
  oldPrice: number | null;
  newPrice: number | null;
  carUrl: string;
  similarUrl: string;
  optOutUrl: string;
};

/** The text of one watchlist alert: what changed, where to look, and how to stop alerts. */
export function alertMessage(facts: AlertFacts): string {
  const stop = `Stop these alerts: ${facts.optOutUrl}`;
  if (facts.kind === 'price_drop' && facts.newPrice !== null) {
    const from = facts.oldPrice !== null ? ` from ${formatPrice(facts.oldPrice)}` : '';
    return `${facts.siteName}: the ${facts.carName} on your watchlist dropped${from} to ${formatPrice(facts.newPrice)}. ${facts.carUrl} ${stop}`;
  }
  if (facts.kind === 'reserved') {
    return `${facts.siteName}: the ${facts.carName} on your watchlist has just been reserved. Similar cars: ${facts.similarUrl} ${stop}`;
  }
  return `${facts.siteName}: the ${facts.carName} on your watchlist has sold. Similar cars: ${facts.similarUrl} ${stop}`;
}
