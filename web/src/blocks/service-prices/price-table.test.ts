import { describe, expect, it } from 'vitest';
import { priceTable } from './price-table';

describe('service price table', () => {
  it('puts models down and services across, leaving a gap where a model has no price', () => {
    const table = priceTable([
      { model: 'Corolla', interval: '12 months', price: 250 },
      { model: 'Corolla', interval: '24 months', price: 260 },
      { model: 'HiLux', interval: '12 months', price: 295 },
    ]);
    expect(table.intervals).toEqual(['12 months', '24 months']);
    expect(table.models).toEqual([{ model: 'Corolla', prices: [250, 260] }, { model: 'HiLux', prices: [295, null] }]);
  });
});
