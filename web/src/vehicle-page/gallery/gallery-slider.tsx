'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import type { CarouselApi } from '@/components/ui/carousel-motion';
import { CssIcon } from '@/components/ui/css-icon';
import { useNearbySlides } from './nearby-slides';
import { LCP_PHOTO, photoImg, type PhotoSources } from './photo-sources';

// Neither is needed for the first paint: Embla attaches after hydration (in an idle moment of its
// own, or at once when the shopper reaches for the photos), the fullscreen view on first use.
const PhotoCarouselEngine = dynamic(() => import('./photo-carousel-engine'), { ssr: false });
const FullscreenDialog = dynamic(() => import('./fullscreen-dialog'), { ssr: false });

export type GalleryImage = { url: string; thumb?: { url: string } | null };

/** SPEC 9: thumbnails only with more than 3 images. */
export const THUMBNAILS_ABOVE = 3;

/** The photos' `<img>` attributes, worked out on the server (gallery/server-photo-sources.ts). */
export type GallerySources = { slides: PhotoSources; thumbs: PhotoSources };

const arrow = 'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white';

function typing(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The photo carousel (Embla): swipe or drag, prev/next, left/right arrow keys, thumbnails (more
 * than 3 photos) and a fullscreen view. The first photo is the page's LCP (preloaded, eager); the
 * others mount only as the shopper comes near them, so they never compete with it.
 */
export function GallerySlider({ images, title, sources }: { images: GalleryImage[]; title: string; sources: GallerySources }) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [reached, setReached] = useState(false);
  const [mounted, near] = useNearbySlides(count);

  // Until Embla has arrived, the buttons and keys still count; Embla starts on the chosen photo.
  const show = useCallback((target: number, jump = false) => {
    const next = (target + count) % count;
    if (api) api.scrollTo(next, jump);
    else setIndex(next);
  }, [api, count]);
  // Relative to Embla's own target, so two quick presses move two photos.
  const go = useCallback((delta: 1 | -1) => {
    if (api) {
      if (delta > 0) api.scrollNext();
      else api.scrollPrev();
    } else setIndex((i) => (i + delta + count) % count);
  }, [api, count]);
  // Keys and buttons used before Embla arrived moved only the counter: Embla catches up at once.
  useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, true);
  }, [api, index]);
  // The photo reached and its neighbours mount (the first is there from the start).
  useEffect(() => {
    if (index !== 0) near(index);
  }, [index, near]);

  useEffect(() => {
    if (fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen, go]);

  const follow = useCallback((i: number) => show(i, true), [show]);
  const label = (i: number) => `${title}: photo ${i + 1} of ${count}`;
  const warm = () => {
    near(index);
    setReached(true);
  };
  const first = images[0] ? photoImg(sources.slides, 0, images[0].url) : null;
  // The first photo is the page's largest paint: a high-priority preload in <head>.
  if (first) preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: 'high' });

  return (
    <div role="region" aria-roledescription="carousel" aria-label={`Photos of the ${title}`} data-testid="gallery" data-ready={api ? 'true' : undefined}
      onPointerEnter={warm} onFocus={warm} onTouchStart={warm}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-neutral-100">
        <div ref={setViewport} className="h-full overflow-hidden">
          <div className="flex h-full touch-pan-y">
            {images.map((image, i) => (
              <div key={`${image.url}-${i}`} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} aria-hidden={i !== index}
                className="relative h-full min-w-0 shrink-0 grow-0 basis-full">
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server */}
                {mounted.has(i) && <img {...photoImg(sources.slides, i, image.url)} {...(i === 0 ? LCP_PHOTO : null)} alt={label(i)} draggable={false} className="img-fill object-cover select-none" />}
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button type="button" className={`${arrow} left-2`} onClick={() => go(-1)} aria-label="Previous photo"><CssIcon name="chevron-left" className="size-6" /></button>
            <button type="button" className={`${arrow} right-2`} onClick={() => go(1)} aria-label="Next photo"><CssIcon name="chevron-right" className="size-6" /></button>
          </>
        )}
        <p className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-1 text-sm text-white" aria-live="polite" data-testid="gallery-position">{`${index + 1} / ${count}`}</p>
        <button type="button" onClick={() => setFullscreen(true)} className={`${arrow} top-auto right-2 bottom-2 translate-y-0 rounded-md`} aria-label="Open fullscreen">
          <CssIcon name="expand" className="size-6" />
        </button>
      </div>
      {count > THUMBNAILS_ABOVE && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button type="button" onClick={() => show(i)} aria-current={i === index} aria-label={`Show photo ${i + 1}`} className="block w-full overflow-hidden rounded-md ring-brand aria-[current=true]:ring-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server */}
                <img {...photoImg(sources.thumbs, i, image.thumb?.url ?? image.url)} alt="" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {count > 1 && <PhotoCarouselEngine viewport={viewport} startIndex={index} onReady={setApi} onSelect={setIndex} idle={!reached} />}
      {fullscreen && <FullscreenDialog images={images} startIndex={index} title={title} label={label} onSelect={follow} onClose={() => setFullscreen(false)} />}
    </div>
  );
}
