import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { readBoundedBytes } from '@/server/http/request-body';
import { assetPath, assetUrl, writeAssetFile, type AssetFiles, type AssetKind } from './asset-files';
import type { DataContext } from './data-endpoints';
import { lakeJson, requireEditor } from './lake-http';
import { lakeErrors } from './lake-errors';
import type { LakeDocument } from './mutations';

/** Uploads above this are refused before they are read (README, Studio section). */
export const MAX_ASSET_BYTES = 20 * 1024 * 1024;

/** Image formats as sharp names them, with the extension and type Sanity gives the asset. */
const IMAGE_FORMATS: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
  heif: { extension: 'avif', mimeType: 'image/avif' },
  svg: { extension: 'svg', mimeType: 'image/svg+xml' },
  tiff: { extension: 'tiff', mimeType: 'image/tiff' },
};

type Described = { extension: string; mimeType: string; name: string; id: string; metadata?: Record<string, unknown> };

async function describeImage(bytes: Uint8Array, sha1: string): Promise<Described> {
  const info = await sharp(bytes).metadata().catch(() => null);
  const format = info ? IMAGE_FORMATS[info.format] : undefined;
  if (!info || !format || !info.width || !info.height) throw lakeErrors.badRequest('Invalid image, could not read metadata', 'validationError');
  const { width, height } = info;
  return {
    ...format,
    name: `${sha1}-${width}x${height}.${format.extension}`,
    id: `image-${sha1}-${width}x${height}-${format.extension}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: info.hasAlpha === true,
      isOpaque: info.hasAlpha !== true,
    },
  };
}

function describeFile(sha1: string, filename: string | null, contentType: string | null): Described {
  const fromName = filename && /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase();
  const extension = fromName || 'bin';
  const mimeType = contentType && /^[\w.+-]+\/[\w.+-]+$/.test(contentType) ? contentType : 'application/octet-stream';
  return { extension, mimeType, name: `${sha1}.${extension}`, id: `file-${sha1}-${extension}` };
}

const text = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value && value.length <= 1024 ? value : undefined;
};

/**
 * `POST assets/images|files/{dataset}` (what `client.assets.upload` and the Studio's image and
 * file inputs send): the raw bytes, with filename, label, title, description, creditLine and
 * source in the query. The file is kept under the data folder, named by its SHA-1 like Sanity's
 * CDN, and described by a `sanity.imageAsset` / `sanity.fileAsset` document (written through the
 * store, so listeners and the history see it) whose `url` the app serves on every host. The same
 * bytes again answer the asset that exists. Answers `{document}`.
 */
export async function uploadEndpoint(request: Request, kind: AssetKind, url: URL, context: DataContext, files: AssetFiles, projectId: string): Promise<Response> {
  if (request.method !== 'POST') throw lakeErrors.methodNotAllowed();
  const author = requireEditor(context.caller);
  const bytes = await readBoundedBytes(request, MAX_ASSET_BYTES);
  if (bytes === 'too-large') throw lakeErrors.tooLarge(MAX_ASSET_BYTES);
  if (bytes === 'unreadable') throw lakeErrors.badRequest('The request body could not be read');
  if (bytes.byteLength === 0) throw lakeErrors.badRequest('The request body is empty: send the file\'s bytes');
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const filename = text(url, 'filename') ?? null;
  const described = kind === 'images' ? await describeImage(bytes, sha1) : describeFile(sha1, filename, request.headers.get('content-type'));
  const existing = await context.store.get(described.id);
  if (existing) return lakeJson({ document: existing });

  const dataset = context.store.dataset;
  const path = assetPath(files, kind, dataset, described.name);
  if (!path) throw lakeErrors.badRequest(`Dataset "${dataset}" cannot hold assets`);
  writeAssetFile(path, bytes);
  const sourceId = text(url, 'sourceId');
  const document: LakeDocument = {
    _id: described.id,
    _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension: described.extension,
    mimeType: described.mimeType,
    size: bytes.byteLength,
    path: `${kind}/${projectId}/${dataset}/${described.name}`,
    url: assetUrl(files, kind, dataset, described.name),
    uploadId: randomUUID(),
    ...(filename ? { originalFilename: filename } : {}),
    ...Object.fromEntries(['label', 'title', 'description', 'creditLine'].flatMap((name) => (text(url, name) ? [[name, text(url, name)]] : []))),
    ...(sourceId ? { source: { id: sourceId, name: text(url, 'sourceName') ?? 'unknown', ...(text(url, 'sourceUrl') ? { url: text(url, 'sourceUrl') } : {}) } } : {}),
    ...(described.metadata ? { metadata: described.metadata } : {}),
  };
  const committed = await context.store.commit({ mutations: [{ createIfNotExists: document }], author });
  return lakeJson({ document: committed.changes[0]?.after ?? await context.store.get(described.id) });
}
