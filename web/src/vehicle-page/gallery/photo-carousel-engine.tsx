'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { CAROUSEL_MOTION, settleWithoutMotion, type CarouselApi } from '@/components/ui/carousel-motion';
import { whenIdle } from '@/lib/when-idle';

type Props = {
  viewport: HTMLElement | null;
  startIndex: number;
  onReady: (api: CarouselApi | null) => void;
  onSelect: (index: number) => void;
  /** Attach in an idle moment rather than at once: Embla measures every slide as it starts. */
  idle?: boolean;
};

/** The longest an idle attach waits (a busy page still gets its swipe within this). */
const ATTACH_WITHIN_MS = 1500;

/**
 * Embla on a photo viewport its parent rendered: swipe and mouse drag, looping, reduced motion.
 * Renders nothing, so the parent's markup (and its first photo, the page's LCP) needs no carousel
 * script: this component arrives in its own chunk after hydration.
 */
export default function PhotoCarouselEngine({ viewport, startIndex, onReady, onSelect, idle = false }: Props) {
  // Fixed at mount: Embla re-initialises whenever its options change.
  const [options] = useState(() => ({ ...CAROUSEL_MOTION, loop: true, startIndex }));
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => {
    if (!idle || !viewport) {
      attach(viewport);
      return;
    }
    return whenIdle(() => attach(viewport), ATTACH_WITHIN_MS);
  }, [attach, viewport, idle]);
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
