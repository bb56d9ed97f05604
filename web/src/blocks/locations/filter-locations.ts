import type { Location } from '@dealer/schemas/content/location';

export type LocationFilter = 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all';

/**
 * SPEC 2 "Location block" filter values. An empty location type means sales (SPEC 3), and
 * hidden locations never show.
 */
export function filterLocations(locations: Location[], filter: LocationFilter): Location[] {
  const visible = locations.filter((location) => location.visible);
  switch (filter) {
    case 'primary':
      return visible.filter((location) => location.primary);
    case 'sales':
      return visible.filter((location) => location.locationType === 'sales' || location.locationType === '');
    case 'service':
      return visible.filter((location) => location.locationType === 'service');
    case 'parts':
      return visible.filter((location) => location.locationType === 'parts');
    case 'service-and-parts':
      return visible.filter((location) => location.locationType === 'service' || location.locationType === 'parts');
    case 'all':
      return visible;
  }
}
