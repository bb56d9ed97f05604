import type { AustralianState, HoursProfile, LocationSpec } from '../tenants/tenant-types';
import { upcomingPublicHolidays } from './public-holidays';

type Day = readonly [open: string, close: string] | null;
/** Monday to Sunday. */
type Week = readonly [Day, Day, Day, Day, Day, Day, Day];

const weekdays = (open: string, close: string): [Day, Day, Day, Day, Day] => [[open, close], [open, close], [open, close], [open, close], [open, close]];

const profiles: Record<HoursProfile, Week> = {
  sales: [...weekdays('08:30', '17:30'), ['08:30', '16:00'], null],
  // Late-night Thursday breaks the Monday-to-Friday grouping on purpose.
  salesSunday: [['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '17:30'], ['08:30', '19:00'], ['08:30', '17:30'], ['08:00', '16:00'], ['10:00', '15:00']],
  service: [...weekdays('07:00', '17:30'), null, null],
  serviceSaturday: [...weekdays('07:30', '17:30'), ['08:00', '12:00'], null],
  parts: [...weekdays('07:30', '17:00'), ['08:00', '12:00'], null],
  buying: [...weekdays('09:00', '17:00'), ['09:00', '13:00'], null],
};

export type OpeningHourEntry = { _key: string; weekday: number; status: 'Open' | 'Closed'; open: string | null; close: string | null };

/** Opening hours as weekday entries, 0 = Sunday, listed Monday first as dealers enter them. */
export function openingHours(profile: HoursProfile): OpeningHourEntry[] {
  return profiles[profile].map((day, index) => {
    const weekday = (index + 1) % 7;
    return day
      ? { _key: `day${weekday}`, weekday, status: 'Open', open: day[0], close: day[1] }
      : { _key: `day${weekday}`, weekday, status: 'Closed', open: null, close: null };
  });
}

export type SpecialHourEntry = { _key: string; date: string; status: 'Open' | 'Closed'; start: string | null; end: string | null; label: string };

const alwaysClosed = new Set(['Christmas Day', 'Good Friday', 'Anzac Day', "New Year's Day"]);

/**
 * Special hours for the next public holidays after the reference date: sales yards trade on the
 * lesser holidays, workshops close.
 */
export function specialHours(location: Pick<LocationSpec, 'type'>, state: AustralianState, referenceDate: Date): SpecialHourEntry[] {
  return upcomingPublicHolidays(referenceDate, state, 3).map((holiday, index) => {
    const open = location.type === 'sales' && !alwaysClosed.has(holiday.label);
    return {
      _key: `holiday${index + 1}`,
      date: holiday.date,
      status: open ? 'Open' : 'Closed',
      start: open ? '10:00' : null,
      end: open ? '16:00' : null,
      label: holiday.label,
    };
  });
}
