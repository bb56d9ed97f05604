import { timingSafeEqual } from 'node:crypto';
import { readBoundedText } from '@/server/http/request-body';
import { LakeError, lakeErrors } from './lake-errors';

/** Who is calling: the local editor (the token) or anyone (published content only). */
export type Caller = { kind: 'editor'; id: string } | { kind: 'anonymous' };

/** The one local editor every token-bearing request acts as. */
export const LOCAL_EDITOR_ID = 'pLocalEditor';

export function lakeJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof LakeError) return lakeJson(error.body, error.status);
  // Never echo an exception: a failure of the store is a plain 500 in Sanity's HTTP shape.
  return lakeJson({ statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred' }, 500);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The caller of a request: a bearer token must be the local editor's (anything else is 401, as
 * Sanity answers an unknown token); no token is an anonymous reader.
 */
export function callerOf(request: Request, editorToken: string): Caller {
  const header = request.headers.get('authorization');
  if (!header) return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1] || !sameToken(match[1], editorToken)) throw lakeErrors.unauthorized();
  return { kind: 'editor', id: LOCAL_EDITOR_ID };
}

export function requireEditor(caller: Caller): string {
  if (caller.kind !== 'editor') throw lakeErrors.unauthorized();
  return caller.id;
}

/** A JSON body of at most maxBytes (413 beyond, 400 when not JSON). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const text = await readBoundedText(request, maxBytes);
  if (text === 'too-large') throw lakeErrors.tooLarge(maxBytes);
  if (text === 'unreadable') throw lakeErrors.badRequest('The request body could not be read');
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the refusal below.
  }
  throw lakeErrors.badRequest('The request body must be a JSON object');
}
