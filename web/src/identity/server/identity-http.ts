import { BODY_LIMITS, readBoundedText } from '@/server/http/request-body';
import { TEXT } from '../rules/identity-text';
import type { AuthCookieJar } from './auth-cookie-jar';

/** A JSON answer that is never cached; with the jar's cookies (and their cache headers) when given. */
export function identityJson(body: unknown, status = 200, jar?: AuthCookieJar, headers: Record<string, string> = {}): Response {
  const response = Response.json(body, { status, headers: { 'cache-control': 'private, no-store', ...headers } });
  jar?.applyTo(response.headers);
  return response;
}

export type JsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** A bounded JSON object body; anything else is a 400 with a message (413-sized bodies too). */
export async function readJsonObject(request: Request): Promise<JsonBody> {
  const text = await readBoundedText(request, BODY_LIMITS.json);
  const refuse = () => ({ ok: false as const, response: identityJson({ success: false, error: TEXT.badRequest }, 400) });
  if (text === 'too-large' || text === 'unreadable') return refuse();
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? { ok: true, body: body as Record<string, unknown> } : refuse();
  } catch {
    return refuse();
  }
}

export function unavailable(where: string, error: unknown): Response {
  console.error(`[identity] ${where} failed`, error instanceof Error ? error.message : error);
  return identityJson({ success: false, error: TEXT.unavailable }, 503);
}
