/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with bracketed keys, as the
 * `stripe` SDK writes them (`metadata[car]=12`, `payment_method_types[0]=card`). Parsed into
 * nested objects; numeric brackets make arrays. Depth and size are bounded.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const MAX_DEPTH = 5;
const MAX_PAIRS = 500;

export class FormBodyError extends Error {}

export function parseFormBody(text: string): FormObject {
  const root: FormObject = {};
  const pairs = new URLSearchParams(text);
  let count = 0;
  for (const [rawKey, value] of pairs) {
    count += 1;
    if (count > MAX_PAIRS) throw new FormBodyError('Too many parameters.');
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw new FormBodyError(`Invalid parameter name: ${rawKey}`);
    const path = [match[1]!, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.length > MAX_DEPTH) throw new FormBodyError(`Invalid parameter name: ${rawKey}`);
    assign(root, path, value);
  }
  return arraysFromNumericKeys(root) as FormObject;
}

function assign(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  for (const [index, key] of path.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new FormBodyError(`Invalid parameter name: ${key}`);
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  }
}

function arraysFromNumericKeys(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = Object.create(null) as FormObject;
  for (const key of keys) converted[key] = arraysFromNumericKeys(value[key]!);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key) || key === '')) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  }
  return { ...converted };
}

/** A flat string parameter, or undefined; a nested value where a string belongs is refused. */
export function stringParam(body: FormObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new FormBodyError(`Invalid string: ${name}`);
  return value;
}

/** A `metadata` hash: string values only, as Stripe keeps it. */
export function metadataParam(body: FormObject): Record<string, string> | undefined {
  const value = body.metadata;
  if (value === undefined || value === '') return value === '' ? {} : undefined;
  if (typeof value === 'string' || Array.isArray(value)) throw new FormBodyError('Invalid hash: metadata');
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw new FormBodyError('Invalid hash: metadata');
    if (item !== '') out[key] = item;
  }
  return out;
}
