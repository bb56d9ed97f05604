'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CAROUSEL_MOTION, settleWithoutMotion } from '@/components/ui/carousel-motion';
import { StaticImage } from '@/components/ui/static-image';

export type CarouselLocation = { id: string; name: string; city: string; href: string; stockHref: string | null; image: { url: string; alt: string | null } | null };

/**
 * Locations carousel (SPEC 2, 4, 9): image, View Location and optionally View Our Stock per card;
 * a swipe hint with more than 3 locations; narrower cards with more than 4; previous and next
 * are disabled at the ends. Embla gives swipe, keyboard focus order and reduced-motion scrolling.
 */
export function LocationsCarousel({ locations, label }: { locations: CarouselLocation[]; label: string }) {
  const [viewport, embla] = useEmblaCarousel({ ...CAROUSEL_MOTION, align: 'start', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    const stopSettling = settleWithoutMotion(embla);
    return () => {
      embla.off('select', update).off('reInit', update);
      stopSettling();
    };
  }, [embla]);
  const narrow = locations.length > 4;
  const width = narrow ? 'basis-[85%] sm:basis-1/2 lg:basis-1/4' : 'basis-[85%] sm:basis-1/2 lg:basis-1/3';
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="space-y-3">
      <div className="overflow-hidden" ref={viewport}>
        <div className="-ml-4 flex touch-pan-y">
          {locations.map((location, index) => (
            <div key={location.id} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${locations.length}`} className={`min-w-0 shrink-0 grow-0 pl-4 ${width}`}>
              <div className="flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white">
                {location.image && (
                  <StaticImage src={location.image.url} alt={location.image.alt ?? ''} width={480} height={270} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 85vw" className="aspect-video w-full object-cover" />
                )}
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h3 className="text-lg font-semibold">{location.name}</h3>
                  <p className="text-neutral-700">{location.city}</p>
                  <div className="mt-auto flex flex-wrap gap-x-4">
                    <a href={location.href} aria-label={`View Location: ${location.name}`} className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline hover:no-underline">View Location</a>
                    {location.stockHref && <a href={location.stockHref} aria-label={`View Our Stock at ${location.name}`} className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline hover:no-underline">View Our Stock</a>}
                  </div>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-4">
        {locations.length > 3 ? <p className="text-sm text-neutral-700">Swipe to see more locations</p> : <span />}
        <div className="flex gap-2">
          <button type="button" onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label="Previous locations" className="inline-flex size-11 items-center justify-center rounded-full border border-neutral-400 bg-white disabled:opacity-40"><ChevronLeft aria-hidden="true" /></button>
          <button type="button" onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label="Next locations" className="inline-flex size-11 items-center justify-center rounded-full border border-neutral-400 bg-white disabled:opacity-40"><ChevronRight aria-hidden="true" /></button>
        </div>
      </div>
    </div>
  );
}
