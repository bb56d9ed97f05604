import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'preload' | 'priority' | 'placeholder' | 'onLoad' | 'onError'> & {
  /** The page's LCP image: a high-priority preload link in <head> and an eager, high-priority fetch. */
  lcp?: boolean;
};

/**
 * next/image's optimised `<img>` (srcset, sizes, quality, lazy loading) without its client
 * component: `getImageProps` computes the attributes on the server, so a page of car photos
 * adds nothing to hydration. Works in client components too (no hooks).
 */
export function StaticImage({ lcp = false, ...props }: Props) {
  const { props: img } = getImageProps(lcp ? { ...props, loading: 'eager', fetchPriority: 'high' } : props);
  if (lcp) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // The point of this component is a plain <img>; next/image's attributes are all applied.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={props.alt} />;
}
