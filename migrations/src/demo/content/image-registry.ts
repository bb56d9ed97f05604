import { createHash } from 'node:crypto';
import { ART_SIZES, type ContentArt, type ImageRequest } from '../artwork/art-types';
import type { SanityImage } from './sanity-fields';

export type ImageAssetDocument = {
  _id: string;
  _type: 'sanity.imageAsset';
  url: string;
  path: string;
  originalFilename: string;
  extension: 'jpg';
  mimeType: 'image/jpeg';
  sha1hash: string;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
  };
};

/**
 * Collects the generated images the content refers to: each file once, with the Sanity asset
 * document the NDJSON needs (id `image-<sha1>-<w>x<h>-jpg`, like assets uploaded to Sanity).
 */
export class ImageRegistry {
  private readonly assets = new Map<string, ImageAssetDocument>();
  private readonly requests = new Map<string, ImageRequest>();

  /** A Sanity image field pointing at generated content artwork in /demo-content. */
  contentImage(file: string, art: ContentArt, alt: string): SanityImage {
    const [width, height] = ART_SIZES[art.kind];
    const fileName = `${file}.jpg`;
    let asset = this.assets.get(fileName);
    if (!asset) {
      const sha1hash = createHash('sha1').update(`demo-content/${fileName}`).digest('hex');
      asset = {
        _id: `image-${sha1hash}-${width}x${height}-jpg`,
        _type: 'sanity.imageAsset',
        url: `/demo-content/${fileName}`,
        path: `images/demo/production/${sha1hash}-${width}x${height}.jpg`,
        originalFilename: fileName,
        extension: 'jpg',
        mimeType: 'image/jpeg',
        sha1hash,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: Math.round((width / height) * 10000) / 10000 },
        },
      };
      this.assets.set(fileName, asset);
      this.requests.set(`demo-content/${fileName}`, { dir: 'demo-content', file: fileName, width, height, art });
    }
    return { _type: 'image', asset: { _type: 'reference', _ref: asset._id }, alt };
  }

  /** The URL of a stock photo in /demo-stock; stock photos are not Sanity assets. */
  stockImage(file: string, art: ContentArt): string {
    const [width, height] = ART_SIZES[art.kind];
    const fileName = `${file}.jpg`;
    const id = `demo-stock/${fileName}`;
    if (!this.requests.has(id)) this.requests.set(id, { dir: 'demo-stock', file: fileName, width, height, art });
    return `/${id}`;
  }

  assetDocuments(): ImageAssetDocument[] {
    return [...this.assets.values()];
  }

  imageRequests(): ImageRequest[] {
    return [...this.requests.values()];
  }
}
