/**
 * SPEC 5 "Price-check (autograb) eligibility" and SPEC 4 "Price-comparison panel".
 */
export type PriceCheckResult = {
  fill?: string | number | null;
  listing_price?: number | null;
  market_range_min?: number | null;
  market_range_max?: number | null;
  confidence?: number | null;
  description?: string | null;
};

export type PriceCheckVehicle = { status: string; reserved: boolean; price: number | null };

/** What a market source knows about cars like this one: the asking-price range and its certainty. */
export type MarketRange = { min: number; max: number; average: number; confidence: number };

const FILL_WORDS = { great: 'a great price', good: 'a good price', fair: 'a fair price' } as const;

/**
 * The price-check object (SPEC 3 "Auto-price-check result") for a listing against a market
 * range, whichever source the range came from: below 97% of the market average is a great
 * price, up to 103% a good one, above that a fair one.
 */
export function priceCheckResult(car: { year: number; make: string; model: string; price: number }, market: MarketRange): PriceCheckResult {
  const ratio = car.price / market.average;
  const fill = ratio < 0.97 ? 'great' : ratio <= 1.03 ? 'good' : 'fair';
  return {
    fill,
    listing_price: car.price,
    market_range_min: market.min,
    market_range_max: market.max,
    confidence: market.confidence,
    description: `At this listing price, this ${car.year} ${car.make} ${car.model} is ${FILL_WORDS[fill]} compared with similar vehicles for sale.`,
  };
}

const MIN_PRICE = 200;
const MIN_CONFIDENCE = 0.2;

/** in_stock, not sold, not reserved, price above 200. */
export function isPriceCheckEligible(vehicle: PriceCheckVehicle): boolean {
  return vehicle.status === 'in_stock' && !vehicle.reserved && (vehicle.price ?? 0) > MIN_PRICE;
}

export type ComparisonPanel = { fill: string; listingPrice: number; min: number; max: number; confidence: number; description: string | null };

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

/** The panel's data when every field is present, confidence > 0.2 and the range reaches the price. */
export function comparisonPanel(result: PriceCheckResult | null | undefined): ComparisonPanel | null {
  if (!result) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = result;
  if (!present(fill) || !present(listing_price) || !present(market_range_min) || !present(market_range_max) || !present(confidence)) return null;
  if (!(confidence > MIN_CONFIDENCE) || market_range_max < listing_price) return null;
  return { fill: String(fill), listingPrice: listing_price, min: market_range_min, max: market_range_max, confidence, description: result.description ?? null };
}

/** Where the listing price sits in the market range, 0–100 for the panel's marker. */
export function rangePosition(panel: ComparisonPanel): number {
  const span = panel.max - panel.min;
  if (span <= 0) return 50;
  return Math.round(Math.min(100, Math.max(0, ((panel.listingPrice - panel.min) / span) * 100)));
}
