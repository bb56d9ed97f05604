import type { PriceCheckResult } from '@/domain/price-check';
import type { VisibleSpecRow } from '@/domain/spec-rows';
import { formatPrice } from '@/lib/format';
import { pdfWriter } from './pdf-writer';

/**
 * The Car Analysis download (SPEC 6 plugins): where the site's Car Analysis plugin is on, a used
 * car's page offers this PDF beside print: where the price sits in the market (the price-check
 * bands), comparable cars in stock, and the car's key facts.
 */
export type MarketBand = 'below' | 'within' | 'above';

export type CarAnalysisMarket = { min: number; max: number; listingPrice: number; band: MarketBand; confidence: number; description: string | null };

export type ComparableCar = { title: string; price: string; km: string | null; url: string };

export type CarAnalysisInput = {
  title: string;
  siteName: string;
  price: string;
  url: string;
  generatedOn: string;
  keyFacts: VisibleSpecRow[];
  market: CarAnalysisMarket | null;
  comparables: ComparableCar[];
  disclaimer: string;
};

const BAND_TEXT: Record<MarketBand, string> = {
  below: 'Below the market range',
  within: 'Within the market range',
  above: 'Above the market range',
};

/** The price-check object as the analysis states it, or null when the check gave no usable range. */
export function analysisMarket(result: PriceCheckResult | null): CarAnalysisMarket | null {
  if (!result) return null;
  const { listing_price: price, market_range_min: min, market_range_max: max, confidence } = result;
  if (typeof price !== 'number' || typeof min !== 'number' || typeof max !== 'number' || max < min) return null;
  const band: MarketBand = price < min ? 'below' : price > max ? 'above' : 'within';
  return { min, max, listingPrice: price, band, confidence: typeof confidence === 'number' ? confidence : 0, description: result.description ?? null };
}

export async function buildCarAnalysisPdf(input: CarAnalysisInput): Promise<Uint8Array> {
  const pdf = await pdfWriter({ title: `Car Analysis: ${input.title}`, author: input.siteName });
  pdf.text(`${input.siteName} - Car Analysis`, { size: 11, bold: true });
  pdf.text(input.title, { size: 20, bold: true, gap: 8 });
  pdf.text(input.price, { size: 16, bold: true, gap: 4 });
  pdf.text(`Prepared ${input.generatedOn}`, { size: 9, gap: 8 });

  pdf.heading('Price check');
  if (input.market) {
    pdf.row('Market range', `${formatPrice(input.market.min)} - ${formatPrice(input.market.max)}`);
    pdf.row('This listing', formatPrice(input.market.listingPrice));
    pdf.row('Where it sits', BAND_TEXT[input.market.band]);
    pdf.row('Confidence', `${Math.round(input.market.confidence * 100)}%`);
    if (input.market.description) {
      pdf.space(4);
      pdf.text(input.market.description);
    }
  } else {
    pdf.text('No market data is available for this car yet.');
  }

  pdf.heading('Key facts');
  for (const fact of input.keyFacts) pdf.row(fact.label, fact.value);

  pdf.heading('Comparable cars in stock');
  if (input.comparables.length === 0) pdf.text('No comparable cars are in stock right now.');
  for (const car of input.comparables) {
    pdf.text(`${car.title} - ${car.price}${car.km ? ` - ${car.km}` : ''}`, { bold: true, gap: 2 });
    pdf.text(car.url, { size: 8 });
  }

  pdf.space(12);
  pdf.text(input.url, { size: 9 });
  pdf.space(8);
  pdf.text(input.disclaimer, { size: 7 });
  return pdf.save();
}
