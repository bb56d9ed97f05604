import { z } from 'zod';
import { list, optionalText } from '../shared';

export const IMAGE_GALLERY_PROJECTION = `heading, "images": images[defined(asset)] { _key, "url": asset->url, alt }`;

const galleryImage = z.object({ _key: z.string(), url: z.string().nullish(), alt: z.string().nullish() });

export const imageGalleryContract = z.object({
  heading: optionalText,
  // Images still uploading (no URL yet) are skipped rather than drawn broken.
  images: list(galleryImage).transform((images) =>
    images.flatMap((image) => (image.url ? [{ _key: image._key, url: image.url, alt: image.alt ?? null }] : []))),
});
