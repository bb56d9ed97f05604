/** The `<img>` attributes next/image computes for a photo (src, srcset, sizes, dimensions, loading). */
export type PhotoImg = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number | string;
  height?: number | string;
  decoding?: 'async' | 'auto' | 'sync';
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
};

/**
 * Every photo of one kind (gallery slide, thumbnail) gets the same attributes but for its URL, so
 * the server sends them once as a recipe: next/image's attributes for a stand-in photo, with
 * `PHOTO_URL_MARK` where each photo's encoded URL goes (its path as it is, with `path`: the short
 * addresses of components/ui/short-image-url.ts). A list of each photo's own attributes where
 * the recipe would not give next/image's result (photos next/image serves as they are, e.g. SVG).
 */
export type PhotoSources = { recipe: PhotoImg; path?: true } | { list: PhotoImg[] };

/** Braces never occur in an encoded URL, so the mark cannot match any part of a real one. */
export const PHOTO_URL_MARK = '{}';

/** The page's largest paint: fetched at once, at high priority. */
export const LCP_PHOTO = { loading: 'eager', fetchPriority: 'high' } as const;

/**
 * Photo `index` (at `url`)'s `<img>` attributes. Pure string work, so a client component lays out
 * optimised photos without next/image's code in the browser.
 */
export function photoImg(sources: PhotoSources, index: number, url: string): PhotoImg {
  if ('list' in sources) return sources.list[index]!;
  const token = sources.path ? url : encodeURIComponent(url);
  const { recipe } = sources;
  return { ...recipe, src: recipe.src.replaceAll(PHOTO_URL_MARK, token), srcSet: recipe.srcSet?.replaceAll(PHOTO_URL_MARK, token) };
}
