'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { CAROUSEL_MOTION, settleWithoutMotion, type CarouselApi } from '@/components/ui/carousel-motion';

type Props = { viewport: HTMLElement | null; startIndex: number; onReady: (api: CarouselApi | null) => void; onSelect: (index: number) => void };

/**
 * Embla on a photo viewport its parent rendered: swipe and mouse drag, looping, reduced motion.
 * Renders nothing, so the parent's markup (and its first photo, the page's LCP) needs no carousel
 * script: this component arrives in its own chunk after hydration.
 */
export default function PhotoCarouselEngine({ viewport, startIndex, onReady, onSelect }: Props) {
  // Fixed at mount: Embla re-initialises whenever its options change.
  const [options] = useState(() => ({ ...CAROUSEL_MOTION, loop: true, startIndex }));
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    if (!api) return;
    const stop = settleWithoutMotion(api);
    onReady(api);
    return () => {
      stop();
      onReady(null);
    };
  }, [api, onReady]);
  useEffect(() => {
    if (!api) return;
    const select = () => onSelect(api.selectedScrollSnap());
    api.on('select', select);
    return () => {
      api.off('select', select);
    };
  }, [api, onSelect]);
  return null;
}
