'use client';

import { useEffect, useRef, useState } from 'react';
import { useRange } from 'react-instantsearch';
import type { RangeAttribute } from '@/search/refinements';
import { rangeRefinement, RANGE_DEBOUNCE_MS, settleRange, sliderBounds, sliderStep } from '@/search/slider';
import { formatNumber, formatWholeDollars } from '@/lib/format';

type Props = {
  attribute: RangeAttribute;
  /** "Price", "Kilometres", "Weekly repayment". */
  label: string;
  format: 'price' | 'km' | 'weekly';
};

const show: Record<Props['format'], (value: number) => string> = {
  price: formatWholeDollars,
  km: (value) => `${formatNumber(value)} km`,
  weekly: (value) => `${formatWholeDollars(value)} a week`,
};
const finite = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * A range slider (SPEC 5) on InstantSearch's range: two handles that cannot cross, values clamped
 * and rounded to 1000 for price and km, refined 400 ms after the last move (sent as 'min:max').
 * Bounds come from the facet stats without this range's own refinement, so they do not shrink.
 */
export function RangeFilter({ attribute, label, format }: Props) {
  const { start, range, refine } = useRange({ attribute });
  const bounds = sliderBounds(range.min === undefined || range.max === undefined ? null : { min: range.min, max: range.max }, attribute);
  const current = { min: finite(start[0]), max: finite(start[1]) };
  const settled = settleRange(attribute, { min: current.min ?? bounds.min, max: current.max ?? bounds.max }, bounds, 'min');
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
      if (refinement.min === current.min && refinement.max === current.max) return;
      refine([refinement.min, refinement.max]);
    }, RANGE_DEBOUNCE_MS);
  };

  const step = sliderStep(bounds, attribute);
  const id = `range-${attribute}`;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{label}</legend>
      <p className="text-sm text-neutral-800" aria-live="polite">
        {show[format](values.min)} – {show[format](values.max)}
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
            aria-valuetext={show[format](values[handle])}
            onChange={(event) => move(handle, Number(event.target.value))}
            className="w-full accent-[var(--brand-ink,#111)]"
          />
        </div>
      ))}
    </fieldset>
  );
}
