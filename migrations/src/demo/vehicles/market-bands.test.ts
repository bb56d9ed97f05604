import { describe, expect, it } from 'vitest';
import { generateDemo } from '../generate';
import { marketFactor } from './pricing';

describe('demo market data', () => {
  it.each<[number, string]>([[0, 'below'], [0.39, 'below'], [0.4, 'within'], [0.79, 'within'], [0.8, 'above'], [0.999, 'above']])('draw %s is %s market', (u, band) => {
    expect(marketFactor(u).band).toBe(band);
  });

  it('puts used cars of every tenant with market data below, within and above market (SPEC 4)', () => {
    const demo = generateDemo({ seed: 7, referenceDate: new Date('2025-11-21T00:00:00Z') });
    const bands = new Map<string, Set<string>>();
    for (const vehicle of demo.vehicles) {
      const state = vehicle.autograb_data?.state_average_market_price;
      if (!state || !vehicle.price) continue;
      const ratio = vehicle.price / state;
      // Below: the price under the average (the indicator and a great price); above: past the
      // range's top (average + 8%), where the page shows no comparison.
      const band = ratio < 0.97 ? 'below' : ratio > 1.08 ? 'above' : 'within';
      bands.set(vehicle.site_slug, (bands.get(vehicle.site_slug) ?? new Set()).add(band));
    }
    expect(bands.size).toBeGreaterThan(0);
    for (const [site, seen] of bands) expect([...seen].sort(), site).toEqual(['above', 'below', 'within']);
  });
});
