import { SPEC_TEXT, TEXT } from '../messages';
import { firstErrors, type FieldErrors } from '../schema/field-errors';

/** Largest lead request accepted: a full form with a long message is a few kilobytes. */
export const MAX_BODY_BYTES = 32 * 1024;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** 400: every field's messages, and the list the error banner shows ('Please fix the following errors:'). */
export function invalidResponse(errors: FieldErrors): Response {
  return json({ error: SPEC_TEXT.errorBanner, errors: firstErrors(errors), fieldErrors: errors }, 400);
}

/** 503: the lead could not be stored; the browser keeps the form as typed and says so. */
export function unavailableResponse(): Response {
  return json({ error: TEXT.unavailable }, 503, { 'retry-after': '30' });
}

export const notFoundResponse = (message: string) => json({ error: message }, 404);
// 400 like any other invalid form (the browser shows the message), not 413: the shopper can fix it.
export const tooLargeResponse = () => json({ error: TEXT.tooLarge, errors: [{ field: '', message: TEXT.tooLarge }], fieldErrors: { '': [TEXT.tooLarge] } }, 400);
export const okResponse = (body: unknown, status = 200) => json(body, status);

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body of bounded size. Oversized bodies are refused before they are read whole;
 * anything that is not JSON is a 400 like any other invalid form.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const bytes = await readBoundedBytes(request, MAX_BODY_BYTES);
  if (bytes === 'too-large') return { ok: false, response: tooLargeResponse() };
  if (bytes === 'unreadable') return { ok: false, response: invalidResponse({ '': [TEXT.invalidBody] }) };
  try {
    return { ok: true, body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown };
  } catch {
    return { ok: false, response: invalidResponse({ '': [TEXT.invalidBody] }) };
  }
}

/** A request body of at most `max` bytes; a larger one is abandoned as soon as it is known to be. */
export async function readBoundedBytes(request: Request, max: number): Promise<Uint8Array | 'too-large' | 'unreadable'> {
  if (Number(request.headers.get('content-length') ?? '0') > max) return 'too-large';
  if (!request.body) return new Uint8Array(0);
  try {
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  } catch {
    return 'unreadable';
  }
}

/** The client's address as the proxy in front of the app reports it (first hop), for rate limits. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}
