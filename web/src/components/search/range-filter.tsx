'use client';

import { useEffect, useRef, useState } from 'react';
import { applyChange, type RangeAttribute, type SearchState } from '@/search/refinements';
import { searchStateHref } from '@/search/search-href';
import { rangeRefinement, RANGE_DEBOUNCE_MS, settleRange, sliderStep, type Bounds } from '@/search/slider';
import { useSearchNavigation } from './search-navigation';

type Props = {
  attribute: RangeAttribute;
  /** "Price", "Kilometres". */
  label: string;
  bounds: Bounds;
  state: SearchState;
  usedCarPrefix: string | null;
  format: 'price' | 'km';
};

const formatters = {
  price: new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }),
  km: new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }),
};
const show = (format: Props['format'], value: number) => (format === 'km' ? `${formatters.km.format(value)} km` : formatters.price.format(value));

/**
 * A range slider (SPEC 5): two handles that cannot cross, values clamped and rounded to 1000 for
 * price and km, the URL updated 400 ms after the last move and sent as 'min:max'.
 */
export function RangeFilter({ attribute, label, bounds, state, usedCarPrefix, format }: Props) {
  const { navigate } = useSearchNavigation();
  const current = state.ranges[attribute];
  const fromState = { min: current?.min ?? bounds.min, max: current?.max ?? bounds.max };
  const settled = settleRange(attribute, fromState, bounds, 'min');
  const [values, setValues] = useState(settled);
  const [synced, setSynced] = useState(JSON.stringify(settled));
  if (synced !== JSON.stringify(settled)) {
    setSynced(JSON.stringify(settled));
    setValues(settled);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (handle: 'min' | 'max', raw: number) => {
    const next = settleRange(attribute, { ...values, [handle]: raw }, bounds, handle);
    setValues(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const refinement = rangeRefinement(next, bounds);
      const unchanged = refinement.min === current?.min && refinement.max === current?.max;
      if (!unchanged) navigate(searchStateHref(applyChange(state, { ranges: { [attribute]: refinement } }), { usedCarPrefix }));
    }, RANGE_DEBOUNCE_MS);
  };

  const step = sliderStep(bounds);
  const id = `range-${attribute}`;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{label}</legend>
      <p className="text-sm text-neutral-800" aria-live="polite">
        {show(format, values.min)} – {show(format, values.max)}
      </p>
      {(['min', 'max'] as const).map((handle) => (
        <div key={handle}>
          <label htmlFor={`${id}-${handle}`} className="block text-xs text-neutral-700">
            {handle === 'min' ? `Minimum ${label.toLowerCase()}` : `Maximum ${label.toLowerCase()}`}
          </label>
          <input
            id={`${id}-${handle}`}
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={values[handle]}
            aria-valuetext={show(format, values[handle])}
            onChange={(event) => move(handle, Number(event.target.value))}
            className="w-full accent-[var(--brand-ink,#111)]"
          />
        </div>
      ))}
    </fieldset>
  );
}
