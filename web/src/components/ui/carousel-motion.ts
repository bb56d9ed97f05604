import type useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Embla options every carousel shares: buttons and keys animate the scroll, unless the shopper
 * asks for reduced motion, then they jump (Embla reads the media query and follows changes).
 */
export const CAROUSEL_MOTION: CarouselOptions = { duration: 25, breakpoints: { [REDUCED_MOTION]: { duration: 0 } } };

/**
 * Under reduced motion a released drag lands on its slide at once: Embla animates a drag's
 * release with its own speed, whatever `duration` says. Returns the unsubscribe.
 */
export function settleWithoutMotion(api: CarouselApi): () => void {
  const settle = () => {
    if (window.matchMedia(REDUCED_MOTION).matches) api.scrollTo(api.selectedScrollSnap(), true);
  };
  api.on('pointerUp', settle);
  return () => {
    api.off('pointerUp', settle);
  };
}
