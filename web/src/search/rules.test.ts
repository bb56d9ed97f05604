import { describe, expect, it } from 'vitest';
import { budgetButton, budgetEstimate, budgetFilter, budgetPriceRange, parseBudgetInput } from './budget';
import { createResponseCache } from './response-cache';
import { countLabel, resultCount } from './result-count';
import { rangeRefinement, roundSliderValue, settleRange, sliderBounds, sliderStep } from './slider';
import { collapseSold } from './sold-collapse';

describe('slider', () => {
  it.each([
    [null, 'price', { min: 0, max: 100000 }],
    [{}, 'price', { min: 0, max: 100000 }],
    [{ min: 5, max: 1 }, 'price', { min: 0, max: 100000 }],
    [{ min: 4_990, max: 89_990 }, 'price', { min: 4000, max: 90000 }],
    [{ min: 2_000, max: 2_000 }, 'km', { min: 2000, max: 3000 }],
    [{ min: 2010, max: 2024 }, 'year', { min: 2010, max: 2024 }],
    [{ min: 43.27, max: 812.5 }, 'weekly_repayment', { min: 40, max: 815 }],
  ])('bounds from %j (%s) → %j', (stats, attribute, bounds) => expect(sliderBounds(stats, attribute)).toEqual(bounds));

  it.each([
    [{ min: 0, max: 100000 }, 1000],
    [{ min: 2010, max: 2024 }, 0.14],
    [{ min: 5, max: 5 }, 1],
  ])('step of %j is %d', (bounds, step) => expect(sliderStep(bounds)).toBe(step));

  it('a weekly repayment slider moves in whole $5, whatever its range', () => {
    expect(sliderStep({ min: 40, max: 815 }, 'weekly_repayment')).toBe(5);
    expect(sliderStep({ min: 40, max: 815 }, 'price')).toBe(7.75);
  });

  it.each([
    ['price', 12_499, 12_000],
    ['price', 12_500, 13_000],
    ['km', 999, 1000],
    ['year', 2019.4, 2019.4],
    ['weekly_repayment', 147.6, 150],
    ['weekly_repayment', 172.4, 170],
  ])('rounds %s %d → %d', (attribute, value, rounded) => expect(roundSliderValue(attribute, value)).toBe(rounded));

  const bounds = { min: 0, max: 100_000 };
  it.each<[{ min: number; max: number }, 'min' | 'max', { min: number; max: number }]>([
    [{ min: -5000, max: 200_000 }, 'min', { min: 0, max: 100_000 }],
    [{ min: 10_400, max: 49_600 }, 'min', { min: 10_000, max: 50_000 }],
    [{ min: 60_000, max: 50_000 }, 'min', { min: 50_000, max: 50_000 }],
    [{ min: 60_000, max: 50_000 }, 'max', { min: 60_000, max: 60_000 }],
  ])('settles %j (moved %s) → %j', (values, moved, settled) => expect(settleRange('price', values, bounds, moved)).toEqual(settled));

  it.each([
    [{ min: 0, max: 100_000 }, {}],
    [{ min: 5000, max: 100_000 }, { min: 5000 }],
    [{ min: 0, max: 20_000 }, { max: 20_000 }],
  ])('refines %j as %j', (values, refinement) => expect(rangeRefinement(values, bounds)).toEqual(refinement));
});

describe('collapseSold', () => {
  const car = (id: number, status: string) => ({ id, status });
  it.each([
    [[], []],
    [[car(1, 'sold'), car(2, 'sold')], [1, 2]],
    [[car(1, 'in_stock'), car(2, 'sold'), car(3, 'sold'), car(4, 'in_stock'), car(5, 'sold')], [1, 2, 4, 5]],
    [[car(1, 'sold'), car(2, 'sold'), car(3, 'coming_soon')], [1, 3]],
    [[car(1, 'in_stock'), car(2, 'coming_soon')], [1, 2]],
  ])('%j', (hits, ids) => expect(collapseSold(hits).map((h) => h.id)).toEqual(ids));
});

describe('budget', () => {
  it.each([
    ['600', 600], ['$1,200', 1200], ['abc', 0], ['', 0], [null, 0], ['99999999999', 1_000_000], [-50, 0], [2_000_000, 1_000_000],
  ])('input %j → %d', (text, value) => expect(parseBudgetInput(text)).toBe(value));

  it.each([
    [{ repayment: 600, deposit: 2000, frequency: 'monthly' as const }, 38_000],
    [{ repayment: 200, deposit: 2000, frequency: 'weekly' as const }, 54_000],
    [{ repayment: 0, deposit: 0, frequency: 'weekly' as const }, 0],
  ])('estimate %j → %d', (input, estimate) => expect(budgetEstimate(input)).toBe(estimate));

  it('filters by max price over 1000, with the 100000 fallback', () => {
    expect(budgetFilter(38_000)).toBe('price > 1000 AND price <= 38000');
    expect(budgetFilter(0)).toBe('price > 1000 AND price <= 100000');
    expect(budgetPriceRange(38_000)).toEqual({ min: 1001, max: 38_000 });
  });

  it.each([
    [5000, 9000, { disabled: true, label: '0 cars Found' }],
    [9000, 9000, { disabled: false, label: 'Show Me cars' }],
    [9000, null, { disabled: false, label: 'Show Me cars' }],
  ])('button for %d with lowest %j', (estimate, lowest, button) => expect(budgetButton(estimate, lowest, 'cars')).toEqual(button));
});

describe('resultCount', () => {
  it.each([
    [20, undefined, 20],
    [1999, { car_type: { used: 5000 } }, 1999],
    [2000, { car_type: { used: 4000, new: 1500 } }, 5500],
    [2000, { status: { in_stock: 3000 } }, 3000],
    [2000, undefined, 2000],
  ])('%d hits with %j → %d', (nbHits, facets, count) => expect(resultCount(nbHits, facets)).toBe(count));

  it('labels counts', () => {
    expect(countLabel(1, 'car', 'cars')).toBe('1 car');
    expect(countLabel(2431, 'car', 'cars')).toBe('2,431 cars');
  });
});

describe('response cache', () => {
  it('keeps 10 entries, evicting the oldest', () => {
    const cache = createResponseCache<number>();
    for (let i = 0; i < 11; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(10);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k10')).toBe(10);
    cache.set('k1', 100);
    cache.set('k11', 11);
    expect(cache.get('k1')).toBeUndefined();
  });

  it('expires entries after the ttl', () => {
    let clock = 0;
    const cache = createResponseCache<number>(10, 1000, () => clock);
    cache.set('a', 1);
    clock = 1000;
    expect(cache.get('a')).toBe(1);
    clock = 1001;
    expect(cache.get('a')).toBeUndefined();
  });
});
