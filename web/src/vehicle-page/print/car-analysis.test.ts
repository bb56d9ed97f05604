import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { analysisMarket, buildCarAnalysisPdf, type CarAnalysisInput } from './car-analysis';
import { offersCarAnalysis } from '@/domain/car-analysis-offer';
import { pdfTextLines } from '@/test/pdf-text';

const input = (overrides: Partial<CarAnalysisInput> = {}): CarAnalysisInput => ({
  title: '2019 Mazda CX-5 Maxx Sport', siteName: 'Metro Motor Group', price: '$27,990 Drive Away',
  url: 'http://metro-motor-group.localhost/cars/2019-mazda-cx-5-77', generatedOn: '25 November 2026',
  keyFacts: [{ label: 'Odometer', value: '61,200 km' }, { label: 'Transmission', value: 'Automatic' }],
  market: { min: 26000, max: 31000, listingPrice: 27990, band: 'within', confidence: 0.82, description: 'At this listing price, this 2019 Mazda CX-5 is a good price.' },
  comparables: [
    { title: '2020 Mazda CX-5 Touring', price: '$31,490', km: '48,000 km', url: 'http://metro-motor-group.localhost/cars/2020-mazda-cx-5-12' },
    { title: '2018 Toyota RAV4 GX', price: '$26,990', km: null, url: 'http://metro-motor-group.localhost/cars/2018-toyota-rav4-31' },
  ],
  disclaimer: 'Market figures are a guide only.',
  ...overrides,
});

describe('the Car Analysis PDF (SPEC 6 plugin)', () => {
  it("states the price check, the car's key facts and comparable cars in stock", async () => {
    const bytes = await buildCarAnalysisPdf(input());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Car Analysis: 2019 Mazda CX-5 Maxx Sport');
    const text = (await pdfTextLines(bytes)).join('\n');
    for (const expected of [
      '2019 Mazda CX-5 Maxx Sport', '$27,990 Drive Away', 'Price check', 'Market range', '$26,000 - $31,000', 'Within the market range', '82%',
      'Key facts', 'Odometer', '61,200 km', 'Automatic',
      'Comparable cars in stock', '2020 Mazda CX-5 Touring - $31,490 - 48,000 km', '2018 Toyota RAV4 GX - $26,990',
    ]) expect(text).toContain(expected);
  });

  it('says so when there is no market data or no comparable car', async () => {
    const text = (await pdfTextLines(await buildCarAnalysisPdf(input({ market: null, comparables: [] })))).join('\n');
    expect(text).toContain('No market data is available for this car yet.');
    expect(text).toContain('No comparable cars are in stock right now.');
    expect(text).not.toContain('Market range');
  });
});

describe('analysisMarket: the price-check bands of SPEC 4', () => {
  const result = (listing_price: number) => ({ fill: 'good', listing_price, market_range_min: 20000, market_range_max: 25000, confidence: 0.6, description: null });
  it.each<[number, string]>([[19000, 'below'], [20000, 'within'], [25000, 'within'], [26000, 'above']])('%d is %s the market range', (price, band) => {
    expect(analysisMarket(result(price))?.band).toBe(band);
  });
  it('is nothing without a usable range', () => {
    expect(analysisMarket(null)).toBeNull();
    expect(analysisMarket({ fill: 'good', listing_price: 20000, market_range_min: null, market_range_max: 25000, confidence: 0.6 })).toBeNull();
  });
});

describe('offersCarAnalysis', () => {
  it('is offered for used cars where the plugin is on, and only there', () => {
    expect(offersCarAnalysis({ plugins: { carAnalysis: true } }, { car_type: 'used' })).toBe(true);
    expect(offersCarAnalysis({ plugins: { carAnalysis: true } }, { car_type: 'new' })).toBe(false);
    expect(offersCarAnalysis({ plugins: { carAnalysis: false } }, { car_type: 'used' })).toBe(false);
  });
});
