/**
 * Range slider rules (SPEC 5, 9): values outside the bounds are clamped; one handle cannot pass
 * the other; price and km round to the nearest 1000; without stats the bounds are 0 to 100000;
 * the step is one hundredth of the range. The weekly repayment slider (beyond the spec) moves in
 * whole $5: a shopper says "under $150 a week", and a hundredth of its range is cents.
 */
export type Bounds = { min: number; max: number };

export const DEFAULT_SLIDER_BOUNDS: Bounds = { min: 0, max: 100_000 };
export const SLIDER_ROUNDING = 1000;
export const RANGE_DEBOUNCE_MS = 400;
export const TEXT_DEBOUNCE_MS = 300;

/** The unit each attribute's values round to; the others are used as they are. */
const ROUNDING: Readonly<Record<string, number>> = { price: SLIDER_ROUNDING, km: SLIDER_ROUNDING, weekly_repayment: 5 };
/** Attributes whose step is their rounding unit rather than a hundredth of the range. */
const STEP_IS_UNIT = new Set(['weekly_repayment']);

/** The slider's bounds from facet stats; the default range when there are none or they are junk. */
export function sliderBounds(stats: { min?: number; max?: number } | null | undefined, attribute: string): Bounds {
  const min = stats?.min;
  const max = stats?.max;
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max) || min > max) {
    return DEFAULT_SLIDER_BOUNDS;
  }
  const unit = ROUNDING[attribute];
  if (!unit) return { min, max };
  // Round outwards so the slider still reaches the cheapest and dearest cars.
  const low = Math.floor(min / unit) * unit;
  const high = Math.ceil(max / unit) * unit;
  return { min: low, max: high === low ? low + unit : high };
}

export function sliderStep(bounds: Bounds, attribute = ''): number {
  if (STEP_IS_UNIT.has(attribute)) return ROUNDING[attribute]!;
  const step = (bounds.max - bounds.min) / 100;
  return step > 0 ? step : 1;
}

export function roundSliderValue(attribute: string, value: number): number {
  const unit = ROUNDING[attribute];
  return unit ? Math.round(value / unit) * unit : value;
}

const clamp = (value: number, bounds: Bounds) => Math.min(Math.max(value, bounds.min), bounds.max);

/**
 * The values a moved handle settles on: rounded, clamped to the bounds, and kept on its own side
 * of the other handle (`moved` says which handle the shopper dragged).
 */
export function settleRange(attribute: string, values: Bounds, bounds: Bounds, moved: 'min' | 'max'): Bounds {
  const min = clamp(roundSliderValue(attribute, values.min), bounds);
  const max = clamp(roundSliderValue(attribute, values.max), bounds);
  if (min <= max) return { min, max };
  return moved === 'min' ? { min: max, max } : { min, max: min };
}

/**
 * What to refine: a handle resting on its bound is no limit at all (so a full-range slider sends
 * nothing and cars outside rounded bounds are not dropped).
 */
export function rangeRefinement(values: Bounds, bounds: Bounds): { min?: number; max?: number } {
  return {
    ...(values.min > bounds.min ? { min: values.min } : {}),
    ...(values.max < bounds.max ? { max: values.max } : {}),
  };
}
