import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'preload' | 'priority' | 'placeholder' | 'onLoad' | 'onError'> & {
  /** The page's LCP image: a high-priority preload link in <head> and an eager, high-priority fetch. */
  lcp?: boolean;
  /**
   * Leaves out srcset candidates narrower than this (px): ones no browser picks because the image
   * is never shown that small (next/image offers every configured width above a third of the
   * smallest device size). Each candidate is ~75 bytes, in the HTML and again in the RSC payload.
   */
  minCandidateWidth?: number;
};

/** A srcset without its `Nw` candidates narrower than `min`; density (`2x`) candidates are kept. */
export function withoutNarrowCandidates(srcSet: string | undefined, min: number): string | undefined {
  if (!srcSet) return srcSet;
  return srcSet
    .split(', ')
    .filter((candidate) => {
      const width = /\s(\d+)w$/.exec(candidate);
      return !width || Number(width[1]) >= min;
    })
    .join(', ');
}

/**
 * next/image's optimised `<img>` (srcset, sizes, quality, lazy loading) without its client
 * component: `getImageProps` computes the attributes on the server, so a page of car photos
 * adds nothing to hydration. Works in client components too (no hooks).
 */
export function StaticImage({ lcp = false, minCandidateWidth, ...props }: Props) {
  const { props: computed } = getImageProps(lcp ? { ...props, loading: 'eager', fetchPriority: 'high' } : props);
  const img = minCandidateWidth ? { ...computed, srcSet: withoutNarrowCandidates(computed.srcSet, minCandidateWidth) } : computed;
  if (lcp) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // The point of this component is a plain <img>; next/image's attributes are all applied.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={props.alt} />;
}
