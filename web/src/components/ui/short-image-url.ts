import { getImageProps, type ImageLoaderProps, type ImageProps } from 'next/image';

/**
 * Short addresses for optimised images: `/img/640/demo-stock/suv.jpg` instead of
 * `/_next/image?url=%2Fdemo-stock%2Fsuv.jpg&w=640&q=75`. A page names each photo once per srcset
 * candidate, in the HTML and again in the RSC payload (~180 times on a home page), so the ~30
 * bytes saved per address come to ~5 KB a page. next.config rewrites the short form back to Next's
 * optimiser (`shortImageRewrite`), which checks the address against `images.localPatterns` as before.
 */
const SHORT_IMAGE_PREFIX = '/img';

/** The one quality the optimiser allows (next.config `images.qualities`), implied by a short address. */
const SHORT_IMAGE_QUALITY = 75;

/** A site path the short form can carry: local, no query or fragment, not an SVG (served as it is). */
const SHORTENABLE = /^\/(?!\/)[A-Za-z0-9._~\-/]+$/;

/** Whether next/image's `src` gets a short address (anything else keeps Next's own). */
export function hasShortImageUrl(src: string): boolean {
  return SHORTENABLE.test(src) && !src.toLowerCase().endsWith('.svg');
}

/** next/image loader giving the short address; `imageLoaderFor` decides which photos get it. */
export function shortImageLoader({ src, width }: ImageLoaderProps): string {
  return `${SHORT_IMAGE_PREFIX}/${width}${src}`;
}

/**
 * The `loader` to hand next/image for `src`: the short one where it applies, else none (Next's
 * default loader, which also serves SVGs and remote photos as before).
 */
export function imageLoaderFor(src: unknown, quality?: number | `${number}`) {
  const q = quality === undefined ? SHORT_IMAGE_QUALITY : Number(quality);
  return typeof src === 'string' && q === SHORT_IMAGE_QUALITY && hasShortImageUrl(src) ? shortImageLoader : undefined;
}

/** next/image's `getImageProps`, with short addresses wherever they apply. */
export function optimisedImageProps(props: ImageProps) {
  return getImageProps({ ...props, loader: props.loader ?? imageLoaderFor(props.src, props.quality) });
}

/** next.config rewrite from the short form to Next's optimiser. */
export const shortImageRewrite = {
  source: `${SHORT_IMAGE_PREFIX}/:width(\\d{1,4})/:path(.+)`,
  destination: `/_next/image?url=/:path&w=:width&q=${SHORT_IMAGE_QUALITY}`,
};
