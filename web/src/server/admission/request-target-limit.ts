import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Longest request target (path and query) the app serves. Node accepts up to 16 KB of request
 * head, but Next answers some paths (a trailing slash, say) with a redirect that echoes the path
 * twice (Location and Refresh), so an 8 KB path made a 16.5 KB response head that Node's own HTTP
 * client, and many proxies, refuse outright (found by `npm run fuzz`). Real addresses here are far
 * shorter: the longest search URL the filter panel writes, every refinement set, is under 2 KB.
 */
export const MAX_REQUEST_TARGET = 4096;

/** Answers 414 and returns true when the request's target is too long to serve. */
export function refuseOverlongTarget(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.url?.length ?? 0) <= MAX_REQUEST_TARGET) return false;
  // Nothing of the address is echoed back: it is what made the answer too big in the first place.
  res.writeHead(414, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end(`This address is too long (over ${MAX_REQUEST_TARGET.toLocaleString('en-AU')} characters). Please check the link and try again.`);
  return true;
}
