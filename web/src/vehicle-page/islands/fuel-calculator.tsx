'use client';

import { useId, useState } from 'react';
import { FUEL_DEFAULTS, weeklyFuelCost } from '@/domain/fuel-cost';
import { useHydrated } from '@/lib/use-hydrated';
import { calculatorFirstUse } from '../analytics/vehicle-events';
import { formatDollarsAndCents } from '@/lib/format';


/** SPEC 5 Fuel calculator card: cost per week = distance/100 x consumption x price. */
export function FuelCalculator({ economy }: { economy: number }) {
  const id = useId();
  const [price, setPrice] = useState<number>(FUEL_DEFAULTS.price);
  const [distance, setDistance] = useState<number>(FUEL_DEFAULTS.distance);
  const [consumption, setConsumption] = useState(economy);
  // Read-only until its code has loaded (it is not part of the page's first load): a figure typed
  // before then would be shown but not counted.
  const hydrated = useHydrated();
  const field = (key: string, label: string, value: number, set: (n: number) => void, step: number) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        readOnly={!hydrated}
        onChange={(event) => { calculatorFirstUse('fuel'); set(Math.max(0, Number(event.target.value) || 0)); }}
        className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 px-3"
      />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="panel">
      <h2 id={`${id}-heading`}>Fuel Calculator</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end">
        {field('price', 'Fuel price ($/L)', price, setPrice, 0.01)}
        {field('distance', 'Distance per week (km)', distance, setDistance, 10)}
        {field('economy', 'Economy (L/100km)', consumption, setConsumption, 0.1)}
      </div>
      <p className="mt-4" aria-live="polite">
        Estimated fuel cost: <strong className="text-xl" data-testid="fuel-cost">{formatDollarsAndCents(weeklyFuelCost(distance, consumption, price))}</strong> per week
      </p>
    </section>
  );
}
