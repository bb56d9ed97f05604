'use client';

import { cssIconClasses } from '@/components/ui/css-icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { useDeviceList } from './device-list';
import { COMPARE_MAX, compareSelection, type CompareItem } from './device-records';

/** SPEC 4 "Compare/favourite toggle": picks this car for the compare view (up to 4 cars). */
export function CompareToggle({ car, compact = false }: { car: CompareItem; compact?: boolean }) {
  const selection = useDeviceList(compareSelection);
  const on = selection.some((c) => c.id === car.id);
  const full = !on && selection.length >= COMPARE_MAX;
  const label = on ? 'Comparing' : 'Compare';
  return (
    <button type="button" aria-pressed={on} disabled={full} title={full ? `You can compare up to ${COMPARE_MAX} cars.` : undefined}
      aria-label={compact ? `${label}: ${car.name}` : undefined} data-compare-car={car.id}
      className={buttonVariants({ ...(compact ? { variant: 'overlay', size: 'icon' } : { variant: 'outline', size: 'sm' }), className: cssIconClasses('scale') })}
      onClick={() => {
        const rest = compareSelection.read().filter((c) => c.id !== car.id);
        compareSelection.write(on ? rest : [...rest, car]);
      }}>
      {!compact && label}
    </button>
  );
}
