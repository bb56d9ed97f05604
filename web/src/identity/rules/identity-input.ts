import { normaliseAuPhone } from '@/leads/phone/phone';
import { isCleanText } from '@/leads/schema/fields';
import { SPEC_TEXT, TEXT } from './identity-text';

/**
 * The rules of the sign-in fields, shared by the browser (messages as the shopper types) and the
 * server (which trusts nothing the browser checked). SPEC 5: phone required and normalised (a
 * leading 61 becomes 0; Australian mobiles only, as codes go by SMS); code required and exactly
 * 6 digits.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkPhone(raw: unknown): Checked<string> {
  const input = typeof raw === 'string' ? raw.trim() : '';
  if (!input) return { ok: false, message: SPEC_TEXT.required };
  const phone = normaliseAuPhone(input, 'mobile');
  return phone ? { ok: true, value: phone } : { ok: false, message: TEXT.mobile };
}

export function checkCode(raw: unknown): Checked<string> {
  const input = typeof raw === 'string' ? raw.trim() : '';
  if (!input) return { ok: false, message: SPEC_TEXT.required };
  return /^\d{6}$/.test(input) ? { ok: true, value: input } : { ok: false, message: SPEC_TEXT.codeLength };
}

/** Optional sign-in details kept as user metadata (SPEC 7: first_name, last_name, email). */
export type ShopperDetails = { first_name?: string; last_name?: string; email?: string };

const NAME_MAX = 60;
const EMAIL_MAX = 120;

export function checkDetails(raw: unknown): { ok: true; value: ShopperDetails } | { ok: false; field: keyof ShopperDetails; message: string } {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const value: ShopperDetails = {};
  for (const field of ['first_name', 'last_name', 'email'] as const) {
    const given = source[field];
    if (given === undefined || given === null || given === '') continue;
    if (typeof given !== 'string' || !isCleanText(given)) return { ok: false, field, message: TEXT.badCharacters };
    const trimmed = given.trim();
    const max = field === 'email' ? EMAIL_MAX : NAME_MAX;
    if (trimmed.length > max) return { ok: false, field, message: TEXT.tooLong(max) };
    if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return { ok: false, field, message: TEXT.email };
    if (trimmed) value[field] = trimmed;
  }
  return { ok: true, value };
}
