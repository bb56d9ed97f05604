/**
 * Australian phone numbers as dealers show them (SPEC 9: "+61 becomes 0 with spacing"):
 * 07 3123 4567, 0412 345 678, 1300 123 456, 13 12 34. Anything else is shown as entered.
 */
function localDigits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  if ((trimmed.startsWith('+61') || digits.startsWith('61')) && digits.length === 11) digits = `0${digits.slice(2)}`;
  return digits;
}

export function formatPhone(phone: string): string {
  const digits = localDigits(phone);
  if (!digits) return phone.trim();
  if (/^(13|18)00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^04\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^13\d{4}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  return phone.trim();
}

/** A `tel:` link target (digits only, local form), or null when there is nothing to dial. */
export function phoneHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = localDigits(phone);
  return digits && digits.length >= 6 ? `tel:${digits}` : null;
}
