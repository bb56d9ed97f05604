/**
 * The query parameters of Sanity's image pipeline that change a picture (image-transform.ts);
 * anything else (a cache-busting `v`, `dl`) serves the file as stored. A module of its own so
 * next.config.ts can route /demo-content addresses carrying one of them without loading sharp.
 */
export const TRANSFORMING_IMAGE_PARAMS = ['w', 'h', 'max-w', 'max-h', 'fit', 'rect', 'q', 'fm', 'auto', 'bg', 'crop', 'dpr'] as const;
