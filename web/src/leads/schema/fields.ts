import * as z from 'zod/mini';
import { SPEC_TEXT, TEXT } from '../messages';
import { normaliseAuPhone, type PhoneKind } from '../phone/phone';

/**
 * zod building blocks of the lead forms. The browser (react-hook-form) and the route handlers
 * validate with the same schemas, so a message a shopper sees in the form is exactly the one the
 * server would send back. Written with zod/mini (the same engine as zod, functional API) because
 * these schemas ship to the browser: it keeps every form page ~35 KB (gzipped) lighter. Empty
 * optional inputs ('' from a form) come out as undefined.
 */

const required = { error: SPEC_TEXT.required };
/** A failed "required" check stops the field there, so an empty field shows one message. */
const requiredCheck = { error: SPEC_TEXT.required, abort: true } as const;

const emptyToUndefined = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

// Control characters (a pasted NUL, an escape code) and lone surrogates (half an emoji) have no
// place in what a shopper types: they break databases and the CRM's XML. Long text keeps newlines
// and tabs.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// A high surrogate not followed by a low one, or a low one not preceded by a high one (without
// String#isWellFormed, which older browsers lack).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether typed text is free of control characters and broken (lone surrogate) characters. */
export function isCleanText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value);
}

export type TextOptions = { multiline?: boolean };

export function requiredText(max = 100, options: TextOptions = {}) {
  return z.string(required).check(
    z.trim(), z.minLength(1, requiredCheck), z.maxLength(max, TEXT.tooLong(max)), z.refine((v) => isCleanText(v, options.multiline), TEXT.badCharacters),
  );
}

export function optionalText(max = 100, options: TextOptions = {}) {
  return z.pipe(
    z.optional(z.string(required).check(z.trim(), z.maxLength(max, TEXT.tooLong(max)), z.refine((v) => isCleanText(v, options.multiline), TEXT.badCharacters))),
    z.transform(emptyToUndefined),
  );
}

// zod's own (HTML-input-like) email pattern, bounded to the 254 characters SMTP allows.
export function email() {
  return z.string(required).check(z.trim(), z.minLength(1, requiredCheck), z.maxLength(254, TEXT.tooLong(254)), z.regex(z.regexes.email, TEXT.email), z.toLowerCase());
}

/** Required Australian phone number, normalised (SPEC 5: leading 61 becomes 0). */
export function phone(kind: PhoneKind = 'any') {
  return z.pipe(
    z.string(required).check(z.trim(), z.minLength(1, requiredCheck), z.maxLength(40, TEXT.phone)),
    z.transform((value: string, ctx) => {
      const normalised = normaliseAuPhone(value, kind);
      if (normalised) return normalised;
      ctx.issues.push({ code: 'custom', message: kind === 'mobile' ? TEXT.mobile : TEXT.phone, input: value });
      return z.NEVER;
    }),
  );
}

const POSTCODE = /^\d{4}$/;

/** SPEC 5: required, exactly 4 digits, 'Invalid postcode. Please enter a 4-digit number.' */
export function postcode() {
  return z.string(required).check(z.trim(), z.minLength(1, requiredCheck), z.regex(POSTCODE, SPEC_TEXT.postcode));
}

export function optionalPostcode() {
  return z.pipe(
    z.optional(z.string(required).check(z.trim(), z.refine((v) => v === '' || POSTCODE.test(v), SPEC_TEXT.postcode))),
    z.transform(emptyToUndefined),
  );
}

/** SPEC 5: the terms checkbox, where a dealer requires it. */
export function termsAccepted() {
  return z.boolean({ error: SPEC_TEXT.terms }).check(z.refine((v) => v, SPEC_TEXT.terms));
}

/** A select or radio group: required, and only one of the values the form offered. */
export function oneOf<const T extends string>(values: readonly T[], notOffered: string = TEXT.choose) {
  return z.pipe(
    z.string(required).check(z.trim(), z.minLength(1, requiredCheck), z.refine((v) => (values as readonly string[]).includes(v), notOffered)),
    z.transform((v: string) => v as T),
  );
}

export function optionalOneOf<const T extends string>(values: readonly T[]) {
  return z.pipe(
    z.optional(z.string(required).check(z.trim(), z.refine((v) => v === '' || (values as readonly string[]).includes(v), TEXT.choose))),
    z.transform((v: string | undefined) => (v === undefined || v === '' ? undefined : (v as T))),
  );
}

/** Checkbox with its default (the opt-in, SPEC 3: opt_in default true). */
export function checkbox(defaultValue: boolean) {
  return z._default(z.boolean({ error: TEXT.choose }), defaultValue);
}

/** A whole number typed into a text box ('85,000' → 85000); '' is undefined unless required. */
export function wholeNumber(options: { min: number; max: number; required: boolean; message?: string }) {
  const message = options.message ?? TEXT.number;
  return z.pipe(
    z.optional(z.union([z.string().check(z.maxLength(40, message)), z.number()], required)),
    z.transform((raw: string | number | undefined, ctx) => {
      const text = raw === undefined ? '' : typeof raw === 'number' ? String(raw) : raw.replace(/[\s,$]/g, '');
      if (text === '') {
        if (options.required) ctx.issues.push({ code: 'custom', message: SPEC_TEXT.required, input: raw });
        return undefined;
      }
      const value = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < options.min || value > options.max) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/** Hidden numeric id (car_id): string or number in, positive integer or undefined out. */
export function optionalId() {
  return z.pipe(
    z.optional(z.union([z.string().check(z.maxLength(20)), z.number()])),
    z.transform((raw: string | number | undefined, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const value = Number(raw);
      // Ids are Postgres integers: anything larger cannot name a row (and must not reach a query).
      if (!Number.isSafeInteger(value) || value <= 0 || value > 2_147_483_647) {
        ctx.issues.push({ code: 'custom', message: TEXT.number, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/** Australian registration plate: letters and digits, up to 9 once spaces and dashes are dropped. */
export function rego(options: { required: boolean }) {
  return z.pipe(
    z.optional(z.string(required).check(z.trim(), z.maxLength(20, TEXT.rego))),
    z.transform((raw: string | undefined, ctx) => {
      const value = (raw ?? '').replace(/[\s-]/g, '').toUpperCase();
      if (value === '') {
        if (options.required) ctx.issues.push({ code: 'custom', message: SPEC_TEXT.required, input: raw });
        return undefined;
      }
      if (!/^[A-Z0-9]{1,9}$/.test(value)) {
        ctx.issues.push({ code: 'custom', message: TEXT.rego, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * A preferred date (and time) from a date or datetime-local input, not before today. "Today"
 * allows a day of slack: the shopper's clock and time zone are not the server's.
 */
export function isAcceptableDate(value: string, now: Date = new Date()): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d, hh = '00', mm = '00'] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return false;
  if (Number(hh) > 23 || Number(mm) > 59) return false;
  const earliest = now.getTime() - 2 * 86_400_000;
  const latest = now.getTime() + 2 * 365 * 86_400_000;
  return date.getTime() >= earliest && date.getTime() <= latest;
}

export function preferredDate(options: { required: boolean }) {
  return z.pipe(
    z.optional(z.string(required).check(z.trim(), z.maxLength(16, TEXT.date))),
    z.transform((raw: string | undefined, ctx) => {
      if (raw === undefined || raw === '') {
        if (options.required) ctx.issues.push({ code: 'custom', message: SPEC_TEXT.required, input: raw });
        return undefined;
      }
      if (!isAcceptableDate(raw)) {
        ctx.issues.push({ code: 'custom', message: TEXT.date, input: raw });
        return z.NEVER;
      }
      return raw;
    }),
  );
}

/**
 * The honeypot: a field people never see (hidden from sight and from assistive technology).
 * Any value marks the submission as automated; it is stored but never sent to the dealer.
 */
export function honeypot() {
  return z.pipe(z.optional(z.string().check(z.maxLength(500))), z.transform((v: string | undefined) => v ?? ''));
}
