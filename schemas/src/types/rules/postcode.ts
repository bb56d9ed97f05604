/** The spec's postcode message (SPEC.md 5), reused so editors and shoppers read the same words. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

export const POSTCODE_PATTERN = /^\d{4}$/;

export function postcodeRule(value: unknown): true | string {
  if (value == null || value === '') return true;
  return typeof value === 'string' && POSTCODE_PATTERN.test(value) ? true : POSTCODE_MESSAGE;
}
