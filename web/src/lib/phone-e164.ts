/**
 * Phones cross the auth port in E.164 (+61412345678), as Supabase Auth wants them; the app, its
 * forms and the CRM use the national form (0412345678). GoTrue answers without the plus.
 */
export function toE164(national: string): string {
  const digits = national.replace(/\D/g, '');
  if (national.trim().startsWith('+')) return `+${digits}`;
  return digits.startsWith('0') ? `+61${digits.slice(1)}` : `+${digits}`;
}

/** '61412345678' or '+61412345678' → '0412345678'; other countries keep their digits with a plus. */
export function fromE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('61') ? `0${digits.slice(2)}` : `+${digits}`;
}
