import type { Location } from '@dealer/schemas/content/location';

export type LocationFilter = 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all';

/** How a block narrows its locations (SPEC 2 "Location block"): ids are location document ids. */
export type LocationNarrowing = {
  /** One location only. */
  location?: string | null;
  manufacturer?: string | null;
  subtype?: string | null;
  /** Only these, in this order (the site's own order instead of by name). */
  include?: readonly string[];
  exclude?: readonly string[];
};

function byType(visible: Location[], filter: LocationFilter): Location[] {
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

/**
 * SPEC 2 "Location block" filter values, narrowed by one location id, manufacturer, subtype,
 * included and excluded ids. An empty location type means sales (SPEC 3); hidden locations never
 * show. In the order given (the site's order, else by name) unless the block lists the locations to include, whose order wins.
 */
export function filterLocations(locations: Location[], filter: LocationFilter, narrowing: LocationNarrowing = {}): Location[] {
  const { location, manufacturer, subtype, include = [], exclude = [] } = narrowing;
  const visible = locations.filter((l) => l.visible);
  if (location) return visible.filter((l) => l._id === location);
  const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
  let found = byType(visible, filter)
    .filter((l) => !manufacturer || l.manufacturers.some((m) => lower(m) === lower(manufacturer)))
    .filter((l) => !subtype || lower(l.locationSubtype).includes(lower(subtype)))
    .filter((l) => !exclude.includes(l._id));
  if (include.length > 0) {
    found = found.filter((l) => include.includes(l._id)).sort((a, b) => include.indexOf(a._id) - include.indexOf(b._id));
  }
  return found;
}
