import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import auMetadata from './au-phone-metadata.json';

/**
 * Australian phone numbers typed by shoppers (SPEC 5: "phone normalised: a leading 61 becomes 0";
 * SPEC 9: default phone country Australia). libphonenumber-js does the numbering-plan work, with
 * metadata cut down to +61 (AU, Christmas and Cocos Islands): 3 KB instead of 150 KB in every form.
 */
const metadata = auMetadata as unknown as MetadataJson;

export type PhoneKind = 'any' | 'mobile';

// Shared-cost and toll-free numbers (13, 1300, 1800) reach businesses, not a shopper.
const PERSONAL_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/** The spec's rule on raw input: '61412345678' → '0412345678'; spaces, dashes and brackets dropped. */
export function applyLeading61Rule(input: string): string {
  const trimmed = input.trim();
  const plus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  if (plus) return `+${digits}`;
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

/**
 * The number in the form dealers' CRMs store: national digits with the trunk 0, e.g.
 * '0412345678', '0731234567'; null when it is not a valid Australian number of the kind asked.
 */
export function normaliseAuPhone(input: string, kind: PhoneKind = 'any'): string | null {
  if (input.length > 40) return null;
  const candidate = applyLeading61Rule(input);
  if (candidate.replace(/\D/g, '').length < 8) return null;
  const parsed = parsePhoneNumberFromString(candidate, 'AU', metadata);
  if (!parsed || parsed.countryCallingCode !== '61' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (!type || !PERSONAL_TYPES.has(type)) return null;
  if (kind === 'mobile' && type !== 'MOBILE') return null;
  return parsed.formatNational().replace(/\D/g, '');
}
