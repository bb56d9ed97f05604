import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseImageTransform, transformImage } from './image-transform';
import { errorResponse } from './lake-http';
import { LakeError, lakeErrors } from './lake-errors';

/** Where uploaded asset files live and the same-site address the app serves them at. */
export type AssetFiles = {
  /** A folder under the data folder (`.data/content-lake/assets`). */
  dir: string;
  /** The address prefix the app serves the folder at, on every host (`/content-assets`). */
  urlPrefix: string;
};

export type AssetKind = 'images' | 'files';

/**
 * A stored file's name: the content's SHA-1, an image's dimensions, and its extension, as in
 * Sanity's CDN paths (`<sha1>-<w>x<h>.<ext>` for images, `<sha1>.<ext>` for files). Nothing else
 * names a file, so no address can reach outside the folder.
 */
const FILE_NAME = /^[a-f0-9]{40}(?:-\d{1,5}x\d{1,5})?\.[a-z0-9]{1,8}$/;
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function assetPath(files: AssetFiles, kind: AssetKind, dataset: string, name: string): string | null {
  if (!DATASET.test(dataset) || !FILE_NAME.test(name)) return null;
  return join(files.dir, kind, dataset, name);
}

/** The address the site and the Studio load the file from (the asset document's `url`). */
export function assetUrl(files: AssetFiles, kind: AssetKind, dataset: string, name: string): string {
  return `${files.urlPrefix}/${kind}/${dataset}/${name}`;
}

/** Writes the file once (content-addressed: an existing one is the same bytes). */
export function writeAssetFile(path: string, bytes: Uint8Array): void {
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, path);
}

export function readAssetFile(path: string): Buffer | null {
  return existsSync(path) ? readFileSync(path) : null;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml',
  tiff: 'image/tiff', pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', mp4: 'video/mp4',
};

const ASSET_HEADERS = {
  // Content-addressed: the bytes at this address (and query) never change.
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * An uploaded file as the app serves it, on any host: never sniffed, never run as a page (an
 * uploaded SVG or HTML cannot script the site), files other than images downloaded.
 */
export function assetResponse(kind: AssetKind, name: string, bytes: Buffer): Response {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const headers: Record<string, string> = { ...ASSET_HEADERS, 'content-type': TYPES[extension] ?? 'application/octet-stream' };
  if (kind === 'files' && extension !== 'pdf') headers['content-disposition'] = 'attachment';
  return new Response(new Uint8Array(bytes), { headers });
}

/** Recently transformed images (the Studio asks for the same thumbnails again and again), bounded by count and bytes. */
const transformed = new Map<string, { bytes: Buffer; contentType: string }>();
const MAX_TRANSFORMED = 64;
const MAX_TRANSFORMED_BYTES = 32 * 1024 * 1024;
let transformedBytes = 0;

/**
 * A stored picture (`key` names it: its path) as the query asks (image-transform.ts), from the
 * cache when asked before; `asStored` answers a query that asks for no transform. A parameter
 * out of range, or bytes that are no picture, is a 400 in Sanity's shape, never a 500.
 */
export async function imageResponse(key: string, bytes: Buffer, url: URL, accept: string | null, asStored: () => Response): Promise<Response> {
  try {
    const transform = parseImageTransform(url.searchParams, accept);
    if (!transform) return asStored();
    const cacheKey = `${key}:${JSON.stringify(transform)}`;
    let result = transformed.get(cacheKey);
    if (!result) {
      result = await transformImage(bytes, transform);
      transformed.set(cacheKey, result);
      transformedBytes += result.bytes.length;
      for (const [oldest, entry] of transformed) {
        if (transformed.size <= MAX_TRANSFORMED && transformedBytes <= MAX_TRANSFORMED_BYTES) break;
        transformed.delete(oldest);
        transformedBytes -= entry.bytes.length;
      }
    }
    return new Response(new Uint8Array(result.bytes), {
      headers: { ...ASSET_HEADERS, 'content-type': result.contentType, ...(url.searchParams.get('auto') === 'format' ? { vary: 'Accept' } : {}) },
    });
  } catch (error) {
    return errorResponse(error instanceof LakeError ? error : lakeErrors.imageRequest('The image could not be transformed'));
  }
}

/**
 * The response for an address under `files.urlPrefix` (`{prefix}/{images|files}/{dataset}/{name}`):
 * the stored file, an image transformed as its query asks (image-transform.ts: the Studio's
 * thumbnails), or a 404 for anything else. `accept` is the browser's Accept (auto=format).
 */
export async function serveAsset(files: AssetFiles, url: URL, accept: string | null = null): Promise<Response> {
  const { pathname } = url;
  const match = pathname.startsWith(`${files.urlPrefix}/`) ? /^(images|files)\/([^/]+)\/([^/]+)$/.exec(pathname.slice(files.urlPrefix.length + 1)) : null;
  const kind = match?.[1] as AssetKind | undefined;
  const path = match && kind ? assetPath(files, kind, match[2]!, match[3]!) : null;
  const bytes = path ? readAssetFile(path) : null;
  if (!bytes || !kind || !path) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // Vector images are served as drawn; files are never images to transform.
  if (kind === 'files' || path.endsWith('.svg')) return assetResponse(kind, match![3]!, bytes);
  return imageResponse(path, bytes, url, accept, () => assetResponse(kind, match![3]!, bytes));
}

