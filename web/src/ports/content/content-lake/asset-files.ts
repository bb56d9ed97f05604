import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

/**
 * An uploaded file as the app serves it, on any host: never sniffed, never run as a page (an
 * uploaded SVG or HTML cannot script the site), files other than images downloaded.
 */
export function assetResponse(kind: AssetKind, name: string, bytes: Buffer): Response {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const headers: Record<string, string> = {
    'content-type': TYPES[extension] ?? 'application/octet-stream',
    // Content-addressed: the bytes at this address never change.
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (kind === 'files' && extension !== 'pdf') headers['content-disposition'] = 'attachment';
  return new Response(new Uint8Array(bytes), { headers });
}

/**
 * The response for an address under `files.urlPrefix` (`{prefix}/{images|files}/{dataset}/{name}`):
 * the stored file, or a 404 for anything else.
 */
export function serveAsset(files: AssetFiles, pathname: string): Response {
  const match = pathname.startsWith(`${files.urlPrefix}/`) ? /^(images|files)\/([^/]+)\/([^/]+)$/.exec(pathname.slice(files.urlPrefix.length + 1)) : null;
  const kind = match?.[1] as AssetKind | undefined;
  const path = match && kind ? assetPath(files, kind, match[2]!, match[3]!) : null;
  const bytes = path ? readAssetFile(path) : null;
  if (!bytes || !kind) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return assetResponse(kind, match![3]!, bytes);
}
