'use client';

import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { StaticImage } from '@/components/ui/static-image';

const FullscreenDialog = dynamic(() => import('./fullscreen-dialog'), { ssr: false });

export type GalleryImage = { url: string; thumb?: { url: string } | null };

/** SPEC 9: thumbnails only with more than 3 images; slider transitions take 300 ms. */
export const THUMBNAILS_ABOVE = 3;

const arrow = 'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white';
const SIZES = '(min-width: 1400px) 880px, (min-width: 992px) 62vw, 100vw';

function typing(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The photo slider: prev/next, left/right arrow keys, thumbnails (more than 3 photos) and a
 * fullscreen dialog. The first photo is the page's LCP (preloaded, eager); the rest load lazily.
 */
export function GallerySlider({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // Only the first photo is in the first render: the others would compete with the LCP photo
  // for bandwidth. They mount as soon as the shopper shows interest in the gallery.
  const [warm, setWarm] = useState(false);
  const count = images.length;
  const go = useCallback((delta: number) => {
    setWarm(true);
    setIndex((i) => (i + delta + count) % count);
  }, [count]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const label = (i: number) => `${title}: photo ${i + 1} of ${count}`;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={`Photos of the ${title}`} data-testid="gallery" onPointerEnter={() => setWarm(true)} onFocus={() => setWarm(true)} onTouchStart={() => setWarm(true)}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-neutral-100">
        <div className="flex h-full transition-transform duration-300 ease-out" style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((image, i) => (
            <div key={`${image.url}-${i}`} className="relative h-full w-full shrink-0" aria-hidden={i !== index}>
              {(i === 0 || warm) && <StaticImage src={image.url} alt={label(i)} fill quality={75} sizes={SIZES} lcp={i === 0} className="object-cover" />}
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button type="button" className={`${arrow} left-2`} onClick={() => go(-1)} aria-label="Previous photo"><ChevronLeft aria-hidden="true" /></button>
            <button type="button" className={`${arrow} right-2`} onClick={() => go(1)} aria-label="Next photo"><ChevronRight aria-hidden="true" /></button>
          </>
        )}
        <p className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-1 text-sm text-white" aria-live="polite" data-testid="gallery-position">{index + 1} / {count}</p>
        <button type="button" onClick={() => setFullscreen(true)} className={`${arrow} top-auto right-2 bottom-2 translate-y-0 rounded-md`} aria-label="Open fullscreen">
          <Expand aria-hidden="true" />
        </button>
      </div>
      {count > THUMBNAILS_ABOVE && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button type="button" onClick={() => { setWarm(true); setIndex(i); }} aria-current={i === index} aria-label={`Show photo ${i + 1}`} className="block w-full overflow-hidden rounded-md ring-brand aria-[current=true]:ring-2">
                <StaticImage src={image.thumb?.url ?? image.url} alt="" width={160} height={120} quality={75} sizes="(min-width: 576px) 150px, 25vw" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && <FullscreenDialog images={images} index={index} title={title} label={label} go={go} onClose={() => setFullscreen(false)} />}
    </div>
  );
}
