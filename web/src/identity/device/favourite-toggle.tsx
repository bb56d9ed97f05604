'use client';

import { cssIconClasses } from '@/components/ui/css-icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { ANALYTICS_EVENT_ID, pushDataLayer } from '@/lib/analytics-events';
import { useDeviceList } from './device-list';
import { favourites, type Favourite } from './device-records';

/** SPEC 4 "Compare/favourite toggle": adds or removes this car from the device's favourites; adding sends event 39 (SPEC 7). */
export function FavouriteToggle({ favourite, compact = false }: { favourite: Favourite; compact?: boolean }) {
  const on = useDeviceList(favourites).some((f) => f.id === favourite.id);
  const label = on ? 'Favourited' : 'Favourite';
  return (
    <button type="button" aria-pressed={on} aria-label={compact ? `${label}: ${favourite.name}` : undefined}
      className={buttonVariants({ ...(compact ? { variant: 'overlay', size: 'icon' } : { variant: 'outline', size: 'sm' }), className: cssIconClasses('heart', on) })}
      onClick={() => {
        const rest = favourites.read().filter((f) => f.id !== favourite.id);
        favourites.write(on ? rest : [...rest, favourite]);
        // SPEC 7 event 39: a car saved as a favourite (not when it is removed).
        if (!on) pushDataLayer({ event: 'favourite_saveCar', event_id: ANALYTICS_EVENT_ID.saveCar, car_id: favourite.id, car_name: favourite.name });
      }}>
      {!compact && label}
    </button>
  );
}
