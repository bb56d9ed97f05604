import { describe, expect, it } from 'vitest';
import { importBatches, rewriteAssetRefs, splitAssets } from './prepare-import';

const asset = { _id: 'image-abc-800x500-jpg', _type: 'sanity.imageAsset', url: '/demo-content/hero.jpg', originalFilename: 'hero.jpg' };
const page = {
  _id: 'page-1', _type: 'page', site: { _type: 'reference', _ref: 'site-a' },
  sections: [{ _key: 'h', _type: 'hero', image: { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-800x500-jpg' } } }],
};

describe('content import preparation', () => {
  it('separates asset documents from content', () => {
    const { assets, content } = splitAssets([asset, page]);
    expect(assets).toEqual([{ id: asset._id, url: '/demo-content/hero.jpg', filename: 'hero.jpg' }]);
    expect(content.map((doc) => doc._id)).toEqual(['page-1']);
  });

  it('points image references at the uploaded assets and leaves other references alone', () => {
    const out = rewriteAssetRefs(page, new Map([[asset._id, 'image-uploaded-800x500-jpg']]));
    expect(out.sections[0]?.image.asset._ref).toBe('image-uploaded-800x500-jpg');
    expect(out.site._ref).toBe('site-a');
    expect(page.sections[0]?.image.asset._ref).toBe(asset._id);
  });

  it('imports sites before the documents that reference them, in batches', () => {
    const docs = [page, { _id: 'site-a', _type: 'site' }, { _id: 'page-2', _type: 'page' }];
    const batches = importBatches(docs, 2);
    expect(batches.map((batch) => batch.map((doc) => doc._id))).toEqual([['site-a', 'page-1'], ['page-2']]);
  });
});
