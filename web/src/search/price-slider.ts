/**
 * SPEC 5 price slider search: two thumbs that cannot cross (the minimum stays below the maximum
 * by at least 1), step 500, default range 5,000 to 250,000; the search goes to the results sorted
 * by price, dearest first, with the range as `price_range` (SPEC 3).
 */
export const PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const;

export type PriceRange = { min: number; max: number };

const onStep = (value: number) => Math.round((value - PRICE_SLIDER.min) / PRICE_SLIDER.step) * PRICE_SLIDER.step + PRICE_SLIDER.min;
const clamp = (value: number) => Math.min(Math.max(value, PRICE_SLIDER.min), PRICE_SLIDER.max);

/** The range after one thumb moved: on a step, inside the bounds, never crossing the other thumb. */
export function movePriceThumb(range: PriceRange, thumb: 'min' | 'max', value: number): PriceRange {
  const next = clamp(onStep(Number.isFinite(value) ? value : range[thumb]));
  if (thumb === 'min') return { min: Math.min(next, range.max - PRICE_SLIDER.step), max: range.max };
  return { min: range.min, max: Math.max(next, range.min + PRICE_SLIDER.step) };
}

/** The results URL: the range as `price_range=min:max`, sorted by price descending. */
export function priceSliderHref(searchPath: string, range: PriceRange, priceDescIndex: string): string {
  const params = new URLSearchParams({ price_range: `${range.min}:${range.max}`, sortBy: priceDescIndex });
  return `${searchPath}?${params.toString()}`;
}
