import { getImageProps, type ImageProps } from 'next/image';
import { imageLoaderFor, shortImageLoader } from '@/components/ui/short-image-url';
import { withinCandidates } from '@/components/ui/static-image';
import { PHOTO_URL_MARK, photoImg, type PhotoImg, type PhotoSources } from './photo-sources';

/**
 * What a kind of photo asks next/image for (fill or dimensions, sizes, quality), the same for
 * every photo; `maxCandidateWidth` leaves out srcset candidates wider than a photo of this kind
 * is ever needed (next/image offers every configured width above a fraction of the smallest
 * screen), and the fallback `src` becomes the widest kept.
 */
export type PhotoSettings = Omit<ImageProps, 'src' | 'alt' | 'loading' | 'fetchPriority' | 'preload' | 'priority' | 'placeholder' | 'onLoad' | 'onError' | 'className'> & {
  maxCandidateWidth?: number;
};

// A photo URL no real photo has: in the recipe, the mark takes the place of its encoded form.
const STAND_IN = '/stand-in.jpg';

const hasShortUrl = (settings: PhotoSettings, src: string) => imageLoaderFor(src, settings.quality) !== undefined;

function attributes({ maxCandidateWidth, ...settings }: PhotoSettings, src: string, short = hasShortUrl(settings, src)): PhotoImg {
  const { props } = getImageProps({ ...settings, src, alt: '', loader: short ? shortImageLoader : undefined });
  // Unset attributes left out: each would cost the page's payload a "$undefined". So is
  // next/image's inline style: the stylesheet's `img[srcset]` and `img-fill` rules do its work
  // (the slide that draws a filled photo adds img-fill), not repeated on every photo.
  return withinCandidates(Object.fromEntries(Object.entries(props).filter(([key, value]) => key !== 'alt' && key !== 'style' && value !== undefined)) as PhotoImg, 0, maxCandidateWidth);
}

/**
 * next/image's attributes for every photo in `urls`, computed here on the server: as one recipe
 * when it gives each photo exactly what next/image would (all with short addresses, or all with
 * Next's), else (a photo it serves unoptimised, or a mix) photo by photo.
 */
export function photoSources(settings: PhotoSettings, urls: string[]): PhotoSources {
  const exact = urls.map((url) => attributes(settings, url));
  const path = urls.length > 0 && urls.every((url) => hasShortUrl(settings, url));
  const standIn = attributes(settings, STAND_IN, path);
  const token = path ? STAND_IN : encodeURIComponent(STAND_IN);
  const mark = (value?: string) => value?.replaceAll(token, PHOTO_URL_MARK);
  const recipe = { ...standIn, src: mark(standIn.src)!, srcSet: mark(standIn.srcSet) };
  const sources: PhotoSources = path ? { recipe, path } : { recipe };
  const same = (a: PhotoImg, b: PhotoImg) => JSON.stringify(a) === JSON.stringify(b);
  if (standIn.src.includes(token) && urls.every((url, i) => same(photoImg(sources, i, url), exact[i]!))) return sources;
  return { list: exact };
}
