'use client';

import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useState } from 'react';
import type { CarouselApi } from '@/components/ui/carousel-motion';
import { StaticImage } from '@/components/ui/static-image';
import type { GalleryImage } from './gallery-slider';
import { useNearbySlides } from './nearby-slides';
import PhotoCarouselEngine from './photo-carousel-engine';

type Props = { images: GalleryImage[]; startIndex: number; title: string; label: (i: number) => string; onSelect: (i: number) => void; onClose: () => void };

const arrow = 'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white';

/**
 * The gallery's fullscreen view, its own Embla carousel (swipe, arrow keys) that tells the gallery
 * which photo it shows; loaded on first use so its code stays out of the first load.
 */
export default function FullscreenDialog({ images, startIndex, title, label, onSelect, onClose }: Props) {
  const count = images.length;
  // Opened without a Dialog.Trigger: focus returns to the button that opened it by hand.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [index, setIndex] = useState(startIndex);
  const [mounted, near] = useNearbySlides(count, startIndex);

  const follow = useCallback((selected: number) => {
    setIndex(selected);
    near(selected);
    onSelect(selected);
  }, [near, onSelect]);

  const step = (delta: 1 | -1) => {
    if (delta > 0) api?.scrollNext();
    else api?.scrollPrev();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onClose(); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content onCloseAutoFocus={(event) => { event.preventDefault(); opener?.focus(); }} className="fixed inset-0 z-50 flex flex-col" data-testid="gallery-fullscreen"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') step(-1);
            else if (event.key === 'ArrowRight') step(1);
          }}>
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{label(index)}</Dialog.Description>
          <div className="relative grow" role="region" aria-roledescription="carousel" aria-label={`Photos of the ${title}`} data-ready={api ? 'true' : undefined}>
            <div ref={setViewport} className="absolute inset-0 overflow-hidden">
              <div className="flex h-full touch-pan-y">
                {images.map((image, i) => (
                  <div key={`${image.url}-${i}`} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} aria-hidden={i !== index}
                    className="relative h-full min-w-0 shrink-0 grow-0 basis-full">
                    {mounted.has(i) && <StaticImage src={image.url} alt={label(i)} fill quality={75} sizes="100vw" draggable={false} className="object-contain select-none" />}
                  </div>
                ))}
              </div>
            </div>
            {count > 1 && (
              <>
                <button type="button" className={`${arrow} left-3`} onClick={() => step(-1)} disabled={!api} aria-label="Previous photo"><ChevronLeft aria-hidden="true" /></button>
                <button type="button" className={`${arrow} right-3`} onClick={() => step(1)} disabled={!api} aria-label="Next photo"><ChevronRight aria-hidden="true" /></button>
              </>
            )}
          </div>
          <PhotoCarouselEngine viewport={viewport} startIndex={startIndex} onReady={setApi} onSelect={follow} />
          <p className="py-2 text-center text-white" aria-live="polite">{index + 1} / {count}</p>
          <Dialog.Close className="absolute top-3 right-3 grid size-11 place-items-center rounded-md bg-white/90 text-neutral-900" aria-label="Close fullscreen">
            <X aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
