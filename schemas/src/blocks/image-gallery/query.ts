export const IMAGE_GALLERY_PROJECTION = `heading, "images": images[defined(asset)] { _key, "url": asset->url, alt }`;
