import { BODY_LIMITS, readBoundedBytes } from '@/server/http/request-body';
import { SPEC_TEXT, TEXT } from '../messages';
import { firstErrors, type FieldErrors } from '../schema/field-errors';

/** Largest lead request accepted: a full form with a long message is a few kilobytes. */
export const MAX_BODY_BYTES = BODY_LIMITS.json;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** 400: every field's messages, and the list the error banner shows ('Please fix the following errors:'). */
export function invalidResponse(errors: FieldErrors): Response {
  return json({ error: SPEC_TEXT.errorBanner, errors: firstErrors(errors), fieldErrors: errors }, 400);
}

/** 409: another shopper booked the test-drive slot first; the field's message, so the form keeps the rest as typed. */
export function slotTakenResponse(): Response {
  const errors = { slot: [TEXT.slotTaken] };
  return json({ error: TEXT.slotTaken, errors: firstErrors(errors), fieldErrors: errors }, 409);
}

/** 503: the lead could not be stored; the browser keeps the form as typed and says so. */
export function unavailableResponse(): Response {
  return json({ error: TEXT.unavailable }, 503, { 'retry-after': '30' });
}

export const notFoundResponse = (message: string) => json({ error: message }, 404);
// 400 like any other invalid form (the browser shows the message), not 413: the shopper can fix it.
export const tooLargeResponse = () => json({ error: TEXT.tooLarge, errors: [{ field: '', message: TEXT.tooLarge }], fieldErrors: { '': [TEXT.tooLarge] } }, 400);
export const okResponse = (body: unknown, status = 200) => json(body, status);

/** 422: the submission's idempotency key was already used for different values. */
export const conflictResponse = () => json({ error: TEXT.keyReused }, 422);

/** 429: too many submissions from this address or for this person; the form keeps what was typed. */
export const tooManyResponse = (retryAfterSeconds: number) =>
  json({ error: TEXT.tooMany(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }, 429, { 'retry-after': String(retryAfterSeconds) });

const MAX_JSON_DEPTH = 8;

/** Whether JSON nests deeper than `max` levels, walked without recursion. */
export function exceedsDepth(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body of bounded size. Oversized bodies are refused before they are read whole;
 * anything that is not JSON is a 400 like any other invalid form.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const bytes = await readBoundedBytes(request, MAX_BODY_BYTES);
  if (bytes === 'too-large') return { ok: false, response: tooLargeResponse() };
  if (bytes === 'unreadable') return { ok: false, response: invalidResponse({ '': [TEXT.invalidBody] }) };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: invalidResponse({ '': [TEXT.invalidBody] }) };
  }
  // No form nests deeper than this; deeper input is refused before any code walks it recursively.
  if (exceedsDepth(body, MAX_JSON_DEPTH)) return { ok: false, response: invalidResponse({ '': [TEXT.invalidBody] }) };
  return { ok: true, body };
}
