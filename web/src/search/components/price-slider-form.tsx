'use client';

import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatPrice } from '@/lib/format';
import { movePriceThumb, priceSliderHref, PRICE_SLIDER, type PriceRange } from '@/search/price-slider';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The price slider search form (SPEC 5): two native range inputs (keyboard and screen readers
 * for free) whose thumbs cannot cross; Search goes to the results in that range, dearest first.
 * Before hydration the GET form still submits the default range.
 */
export function PriceSliderForm({ searchPath, priceDescIndex }: { searchPath: string; priceDescIndex: string }) {
  const id = useId();
  const [range, setRange] = useState<PriceRange>({ min: PRICE_SLIDER.min, max: PRICE_SLIDER.max });
  const hydrated = useHydrated();
  const thumb = (which: 'min' | 'max', label: string) => (
    <label htmlFor={`${id}-${which}`} className="block">
      <span className="flex justify-between text-sm font-medium">
        {label}
        <output htmlFor={`${id}-${which}`} className="font-bold" data-testid={`price-slider-${which}`}>{formatPrice(range[which])}</output>
      </span>
      <input
        id={`${id}-${which}`}
        type="range"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={range[which]}
        aria-valuetext={formatPrice(range[which])}
        onChange={(event) => setRange((current) => movePriceThumb(current, which, Number(event.target.value)))}
        className="mt-2 h-11 w-full accent-brand"
      />
    </label>
  );
  return (
    <form
      method="get"
      action={searchPath}
      data-price-slider=""
      data-hydrated={hydrated ? 'true' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        window.location.assign(priceSliderHref(searchPath, range, priceDescIndex));
      }}
      className="space-y-4"
    >
      {thumb('min', 'Minimum price')}
      {thumb('max', 'Maximum price')}
      <input type="hidden" name="price_range" value={`${range.min}:${range.max}`} />
      <input type="hidden" name="sortBy" value={priceDescIndex} />
      <button type="submit" className={`${buttonVariants({ variant: 'primary', size: 'sm' })} w-full`}>
        Search {formatPrice(range.min)} to {formatPrice(range.max)}
      </button>
    </form>
  );
}
