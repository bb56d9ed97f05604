import type { ContentDocument } from '../demo/content-file';

export type LocalAsset = { id: string; url: string; filename: string };

/**
 * Splits an export into what Sanity must create itself (image assets, uploaded from their
 * files) and the content documents. Asset documents in the demo dataset carry a local URL
 * (/demo-content/…) that only the embedded adapter understands.
 */
export function splitAssets(documents: readonly ContentDocument[]): { assets: LocalAsset[]; content: ContentDocument[] } {
  const assets: LocalAsset[] = [];
  const content: ContentDocument[] = [];
  for (const document of documents) {
    if (document._type === 'sanity.imageAsset') {
      const url = String(document.url ?? '');
      assets.push({ id: document._id, url, filename: String(document.originalFilename ?? url.split('/').pop() ?? document._id) });
    } else {
      content.push(document);
    }
  }
  return { assets, content };
}

/** Rewrites every `_ref` to a local asset id into the id Sanity gave the uploaded file. */
export function rewriteAssetRefs<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item) => rewriteAssetRefs(item, ids)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = key === '_ref' && typeof item === 'string' && ids.has(item) ? ids.get(item) : rewriteAssetRefs(item, ids);
    }
    return out as T;
  }
  return value;
}

/** Import order: sites first, then everything that references them (avoids dangling strong refs). */
export function importBatches(content: readonly ContentDocument[], size = 100): ContentDocument[][] {
  const sorted = [...content].sort((a, b) => Number(b._type === 'site') - Number(a._type === 'site'));
  const batches: ContentDocument[][] = [];
  for (let i = 0; i < sorted.length; i += size) batches.push(sorted.slice(i, i + size));
  return batches;
}
