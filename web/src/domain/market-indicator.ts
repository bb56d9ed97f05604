/**
 * SPEC 4 "Market-price indicator": only when the price is at least 500 below the average market
 * price (the state average preferred, else the national one) and below the state average.
 * SPEC 9 names the threshold 499 dollars: the saving must exceed it.
 */
export type MarketData = { state_average_market_price?: number | null; average_market_price?: number | null } | null;

const THRESHOLD = 499;

export function marketSaving(price: number | null, market: MarketData): number | null {
  if (price === null || !(price > 0) || !market) return null;
  const state = market.state_average_market_price ?? null;
  const average = state ?? market.average_market_price ?? null;
  if (average === null) return null;
  const saving = average - price;
  if (saving <= THRESHOLD) return null;
  if (state !== null && !(price < state)) return null;
  return saving;
}
