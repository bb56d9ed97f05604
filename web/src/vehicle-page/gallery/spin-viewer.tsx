'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { StaticImage } from '@/components/ui/static-image';

export type Hotspot = { id: number; description: string; anchors: 'exterior' | 'interior'; positions: { frame: number; x: number; y: number }[] };

/** SPEC 9: one frame per 20 px of drag; auto-rotate every 100 ms. */
export const DRAG_PX_PER_FRAME = 20;
export const AUTO_ROTATE_MS = 100;

type Props = {
  frames: string[];
  interior: string | null;
  hotspots: Hotspot[];
  title: string;
  autoRotate?: boolean;
  initialView?: 'exterior' | 'interior';
  /** The page opens on this viewer: its first frame is the page's largest paint. */
  lcp?: boolean;
};

const SIZES = '(min-width: 1400px) 880px, (min-width: 992px) 62vw, 100vw';

/**
 * The 360 viewer: drag to turn (20 px a frame), auto-rotates every 100 ms until one full turn
 * or any interaction, shows its interface only after the frames have loaded; hotspots per frame
 * outside and on the interior image. Load failures are logged only.
 *
 * Hotspots are buttons named by their description (screen readers announce it): a tap, a click,
 * Enter or Space opens the note (a mouse also opens it by hovering), Escape closes it and gives
 * focus back to its hotspot. Opening one stops the rotation, as any interaction does.
 */
export function SpinViewer({ frames, interior, hotspots, title, autoRotate = true, initialView = 'exterior', lcp = false }: Props) {
  const [loaded, setLoaded] = useState(false);
  const [frame, setFrame] = useState(0);
  const [view, setView] = useState<'exterior' | 'interior'>(initialView);
  const [rotating, setRotating] = useState(autoRotate);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  // The frame on screen, read by the pointer handlers: a rotation tick that lands between the last
  // render and a press would otherwise start the drag one frame behind what the shopper sees.
  const shown = useRef(0);
  const show = (next: number) => { shown.current = next; setFrame(next); };
  const turned = useRef(0);
  const [open, setOpen] = useState<string | null>(null);
  // Whether the car has turned from its first frame (then frames are plain images).
  const moved = frame !== 0;
  const baseId = useId();
  const hotspotButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    let cancelled = false;
    Promise.all(frames.map((src) => new Promise<void>((resolve) => {
      const image = new Image();
      image.onload = () => resolve();
      image.onerror = () => { console.warn('360 frame failed to load', src); resolve(); };
      image.src = src;
    }))).then(() => { if (!cancelled) setLoaded(true); });
    return () => { cancelled = true; };
  }, [frames]);

  useEffect(() => {
    if (!loaded || !rotating || view !== 'exterior') return;
    const timer = setInterval(() => {
      if (drag.current) return; // pressed: the turn stops at once, not at the next render
      turned.current += 1;
      if (turned.current >= frames.length) setRotating(false);
      shown.current = (shown.current + 1) % frames.length;
      setFrame(shown.current);
    }, AUTO_ROTATE_MS);
    return () => clearInterval(timer);
  }, [loaded, rotating, view, frames.length]);

  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    setRotating(false);
    drag.current = { x: event.clientX, frame: shown.current };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const steps = Math.trunc((event.clientX - drag.current.x) / DRAG_PX_PER_FRAME);
    show((((drag.current.frame - steps) % frames.length) + frames.length) % frames.length);
  };
  const openSpot = (key: string | null) => {
    if (key) setRotating(false);
    setOpen(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    event.stopPropagation();
    hotspotButtons.current.get(open)?.focus();
    setOpen(null);
  };
  const spots = hotspots.filter((h) => h.anchors === view).flatMap((h) => h.positions.filter((p) => view === 'interior' || p.frame === frame).map((p) => ({ ...p, id: h.id, description: h.description })));
  const src = view === 'interior' && interior ? interior : frames[frame];

  return (
    <div className="space-y-2" data-testid="spin-viewer">
      <div
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-lg bg-neutral-100 select-none"
        data-rotating={rotating && loaded && view === 'exterior' ? 'true' : 'false'}
        onPointerDown={view === 'exterior' ? onDown : undefined}
        onPointerMove={onMove}
        onPointerUp={() => { drag.current = null; }}
        onKeyDown={onKeyDown}
      >
        {/* The first frame, until the car turns, is an optimised image like the gallery's first
            photo; frames then swap many times a second, and a plain img avoids re-optimising each. */}
        {src && !moved && view === 'exterior' ? (
          <StaticImage src={src} alt={`${title}: 360 view`} width={1200} height={900} sizes={SIZES} lcp={lcp} draggable={false} className="size-full object-cover" />
        ) : src ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={src} alt={`${title}: 360 view`} draggable={false} className="size-full object-cover" />
        ) : null}
        <p className="sr-only" aria-live="polite">{spots.find((spot) => `${spot.id}-${spot.frame}` === open)?.description ?? ''}</p>
        {!loaded && <p className="absolute inset-0 grid place-items-center bg-white/60 font-semibold">Loading 360 view...</p>}
        {loaded && spots.map((spot) => {
          const key = `${spot.id}-${spot.frame}`;
          const noteId = `${baseId}-hotspot-${key}`;
          const isOpen = open === key;
          return (
            <div key={key} className="absolute -translate-1/2" style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}>
              <button
                type="button"
                ref={(node) => { if (node) hotspotButtons.current.set(key, node); else hotspotButtons.current.delete(key); }}
                aria-expanded={isOpen}
                aria-controls={noteId}
                aria-label={`Feature: ${spot.description}`}
                data-testid="spin-hotspot"
                className="grid size-11 place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
                onPointerDown={(event) => event.stopPropagation()}
                onPointerEnter={(event) => { if (event.pointerType === 'mouse') openSpot(key); }}
                onPointerLeave={(event) => { if (event.pointerType === 'mouse' && isOpen) setOpen(null); }}
                onClick={() => openSpot(isOpen ? null : key)}
              >
                <span aria-hidden="true" className="size-6 rounded-full border-2 border-white bg-brand shadow" />
              </button>
              <p
                id={noteId}
                role="note"
                hidden={!isOpen}
                className="absolute top-12 left-1/2 z-10 w-56 -translate-x-1/2 rounded-md bg-neutral-900 px-3 py-2 text-sm text-white shadow-lg"
              >
                {spot.description}
              </p>
            </div>
          );
        })}
      </div>
      {loaded && (
        <div className="flex gap-2" role="group" aria-label="360 views">
          <button type="button" aria-pressed={view === 'exterior'} onClick={() => { setRotating(false); setView('exterior'); }} className="min-h-11 rounded-md border border-neutral-300 px-3 font-semibold aria-pressed:bg-neutral-900 aria-pressed:text-white">Exterior 360</button>
          {interior && <button type="button" aria-pressed={view === 'interior'} onClick={() => { setRotating(false); setView('interior'); }} className="min-h-11 rounded-md border border-neutral-300 px-3 font-semibold aria-pressed:bg-neutral-900 aria-pressed:text-white">Interior</button>}
        </div>
      )}
    </div>
  );
}
