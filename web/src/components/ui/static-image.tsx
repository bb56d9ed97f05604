import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { optimisedImageProps } from './short-image-url';

type Props = Omit<ImageProps, 'preload' | 'priority' | 'placeholder' | 'onLoad' | 'onError'> & {
  /** The page's LCP image: a high-priority preload link in <head> and an eager, high-priority fetch. */
  lcp?: boolean;
  /**
   * Leaves out srcset candidates narrower than this (px): ones no browser picks because the image
   * is never shown that small (next/image offers every configured width above a third of the
   * smallest device size). Each candidate is ~75 bytes, in the HTML and again in the RSC payload.
   */
  minCandidateWidth?: number;
  /**
   * Leaves out srcset candidates wider than this (px), and the fallback `src` becomes the widest
   * kept: ones that would only return the same pixels because no source photo is that wide (the
   * optimiser never enlarges).
   */
  maxCandidateWidth?: number;
};

/** A srcset of its `Nw` candidates from `min` to `max` px wide; density (`2x`) candidates are kept. */
export function candidatesWithin(srcSet: string | undefined, min: number, max = Infinity): string | undefined {
  if (!srcSet) return srcSet;
  return srcSet
    .split(', ')
    .filter((candidate) => {
      const width = /\s(\d+)w$/.exec(candidate);
      return !width || (Number(width[1]) >= min && Number(width[1]) <= max);
    })
    .join(', ');
}

/** The URL of a srcset's last candidate. */
const lastCandidate = (srcSet: string | undefined) => srcSet?.split(', ').at(-1)?.trim().split(' ')[0];

/**
 * An image's attributes with its srcset cut to candidates `min` to `max` px wide; with a `max`,
 * the fallback `src` becomes the widest kept (the image is never needed wider).
 */
export function withinCandidates<Img extends { src: string; srcSet?: string }>(img: Img, min = 0, max?: number): Img {
  if (!min && !max) return img;
  const srcSet = candidatesWithin(img.srcSet, min, max);
  if (srcSet === img.srcSet) return img;
  return { ...img, srcSet, src: (max && lastCandidate(srcSet)) || img.src };
}

/**
 * next/image's inline style (alt text hidden while loading; a filled photo's position) as the
 * stylesheet's `img[srcset]` and `img-fill` rules (app/globals.css): the same on every photo, so
 * not repeated in each one's HTML and RSC props. A style the caller gives is kept.
 */
function withStyleAsClasses<Img extends { style?: unknown; className?: string }>(img: Img, props: Pick<Props, 'style' | 'fill'>): Img {
  if (props.style) return img;
  const { style: _nextImageStyle, ...rest } = img;
  return (props.fill ? { ...rest, className: rest.className ? `${rest.className} img-fill` : 'img-fill' } : rest) as Img;
}

/**
 * next/image's optimised `<img>` (srcset, sizes, quality, lazy loading) without its client
 * component: `getImageProps` (with short addresses) computes the attributes on the server, so a page of car photos
 * adds nothing to hydration. Works in client components too (no hooks).
 */
export function StaticImage({ lcp = false, minCandidateWidth, maxCandidateWidth, ...props }: Props) {
  const { props: computed } = optimisedImageProps(lcp ? { ...props, loading: 'eager', fetchPriority: 'high' } : props);
  const img = withStyleAsClasses(withinCandidates(computed, minCandidateWidth, maxCandidateWidth), props);
  if (lcp) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // The point of this component is a plain <img>; next/image's attributes are all applied.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={props.alt} />;
}
