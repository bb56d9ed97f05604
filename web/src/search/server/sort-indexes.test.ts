import { describe, expect, it } from 'vitest';
import { siteSortOptions } from './sort-indexes';

const site = (sortBySeries: boolean) => ({ features: { sortBySeries }, search: { excludeZeroPriceOnPriceAsc: false } }) as Parameters<typeof siteSortOptions>[1];

describe('siteSortOptions', () => {
  it('features a series site\'s cars from the series replica, others from the primary index', () => {
    expect(siteSortOptions('Car_production', site(true))[0]).toEqual({ value: 'Car_production_series', label: 'Featured', filter: null });
    expect(siteSortOptions('Car_production', site(false))[0]).toEqual({ value: 'Car_production', label: 'Featured', filter: null });
  });

  it('offers the series order as Featured only, not as a sort of its own', () => {
    expect(siteSortOptions('Car_production', site(true)).map((option) => option.value).filter((value) => value.endsWith('_series'))).toHaveLength(1);
    expect(siteSortOptions('Car_production', site(false)).map((option) => option.value)).not.toContain('Car_production_series');
  });
});
