/** 24-hour "HH:MM" as opening hours are stored. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const TIME_OF_DAY_MESSAGE = 'Use 24-hour time, e.g. 08:30 or 17:00.';

export function timeOfDayRule(value: unknown): true | string {
  if (value == null || value === '') return true;
  return typeof value === 'string' && TIME_OF_DAY.test(value) ? true : TIME_OF_DAY_MESSAGE;
}
