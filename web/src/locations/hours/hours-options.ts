import type { Location, OpeningHour, SpecialHour } from '@dealer/schemas/content/location';
import { safeTimeZone, timeZoneForState, zonedTime } from '@/lib/time-zone';
import { specialRows, weekRows, type HoursRow } from './week-rows';

export type HoursOption = {
  /** The location's slug. */
  key: string;
  /** 'Sales', 'Service', 'Parts'. */
  label: string;
  week: HoursRow[];
  special: HoursRow[];
  hours: OpeningHour[];
  specials: SpecialHour[];
  timeZone: string;
  closedHref: string | null;
};

const LABELS: Record<Location['locationType'], string> = { sales: 'Sales', '': 'Sales', service: 'Service', parts: 'Parts', 'car-buying': 'Car buying' };
const ORDER: Location['locationType'][] = ['sales', '', 'car-buying', 'service', 'parts'];

/** The IANA zone of a location's hours: its own, else its state's (SPEC 3 Location). */
export function locationTimeZone(location: Pick<Location, 'timeZone' | 'address'>): string {
  return location.timeZone ? safeTimeZone(location.timeZone) : timeZoneForState(location.address.state);
}

/** The sales, service and parts locations of one dealership at one street address. */
export function sameAddress(location: Location, all: readonly Location[]): Location[] {
  const key = (l: Location) => `${l.dealershipSlug}|${l.address.street.toLowerCase()}|${l.address.postcode}`;
  const siblings = all.filter((other) => key(other) === key(location));
  const list = siblings.some((s) => s._id === location._id) ? siblings : [location, ...siblings];
  return [...list].sort((a, b) => ORDER.indexOf(a.locationType) - ORDER.indexOf(b.locationType));
}

/** What the hours dropdown offers for a location: one entry per location at its address. */
export function hoursOptions(location: Location, all: readonly Location[], now = new Date()): HoursOption[] {
  return sameAddress(location, all).map((entry) => {
    const timeZone = locationTimeZone(entry);
    return {
      key: entry.slug,
      label: LABELS[entry.locationType],
      week: weekRows(entry.openingHours),
      special: specialRows(entry.specialHours, zonedTime(now, timeZone).date),
      hours: entry.openingHours,
      specials: entry.specialHours,
      timeZone,
      closedHref: entry.closedEnquiryHref ?? null,
    };
  });
}
