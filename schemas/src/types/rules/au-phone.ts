/**
 * Australian phone numbers as dealers write them: landlines and mobiles with the 0 trunk prefix
 * or +61, and the national 1300 / 1800 / 13 numbers. Spaces, dashes and brackets are ignored
 * because editors paste numbers in many layouts.
 */
const AU_PHONE = /^(?:0[23478]\d{8}|1[38]00\d{6}|13\d{4})$/;

export const AU_PHONE_MESSAGE = 'Enter an Australian phone number, e.g. 07 5550 1234, 0412 345 678 or 1300 123 456.';

export function isAustralianPhone(value: string): boolean {
  const digits = value.replace(/[\s\-()]/g, '').replace(/^\+61/, '0').replace(/^61(?=[23478]\d{8}$)/, '0');
  return AU_PHONE.test(digits);
}

/** Sanity custom rule: an empty value passes (use `required()` for presence). */
export function auPhoneRule(value: unknown): true | string {
  if (value == null || value === '') return true;
  return typeof value === 'string' && isAustralianPhone(value) ? true : AU_PHONE_MESSAGE;
}
