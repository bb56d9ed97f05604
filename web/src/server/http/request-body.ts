/**
 * Request bodies of bounded size for every route handler: a declared Content-Length over the
 * limit is refused before anything is read, and a body streamed without one is abandoned as soon
 * as it passes the limit, so no request can make the server buffer more than the route allows.
 */
export type BoundedBody = Uint8Array | 'too-large' | 'unreadable';

/** Body limits by kind of route, in bytes (README, operator notes). */
export const BODY_LIMITS = {
  /** JSON forms and API calls: a full form with a long message is a few kilobytes. */
  json: 32 * 1024,
} as const;

export async function readBoundedBytes(request: Request, max: number): Promise<BoundedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) return 'too-large';
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

/** UTF-8 text of a bounded body; malformed UTF-8 is 'unreadable' rather than silently replaced. */
export async function readBoundedText(request: Request, max: number): Promise<string | 'too-large' | 'unreadable'> {
  const bytes = await readBoundedBytes(request, max);
  if (typeof bytes === 'string') return bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'unreadable';
  }
}
