'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';

export type Hotspot = { id: number; description: string; anchors: 'exterior' | 'interior'; positions: { frame: number; x: number; y: number }[] };

/** SPEC 9: one frame per 20 px of drag; auto-rotate every 100 ms. */
export const DRAG_PX_PER_FRAME = 20;
export const AUTO_ROTATE_MS = 100;

type Props = { frames: string[]; interior: string | null; hotspots: Hotspot[]; title: string; autoRotate?: boolean; initialView?: 'exterior' | 'interior' };

/**
 * The 360 viewer: drag to turn (20 px a frame), auto-rotates every 100 ms until one full turn
 * or any interaction, shows its interface only after the frames have loaded; hotspots per frame
 * outside and on the interior image. Load failures are logged only.
 */
export function SpinViewer({ frames, interior, hotspots, title, autoRotate = true, initialView = 'exterior' }: Props) {
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
      >
        {/* Frames swap many times a second; a plain img avoids re-optimising each one. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {src && <img src={src} alt={`${title}: 360 view`} draggable={false} className="size-full object-cover" />}
        {!loaded && <p className="absolute inset-0 grid place-items-center bg-white/60 font-semibold">Loading 360 view...</p>}
        {loaded && spots.map((spot) => (
          <span key={`${spot.id}-${spot.frame}`} className="absolute size-6 -translate-1/2 rounded-full border-2 border-white bg-brand" style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }} title={spot.description}>
            <span className="sr-only">{spot.description}</span>
          </span>
        ))}
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
