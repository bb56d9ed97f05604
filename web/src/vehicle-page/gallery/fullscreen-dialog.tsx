'use client';

import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import type { GalleryImage } from './gallery-slider';

type Props = { images: GalleryImage[]; index: number; title: string; label: (i: number) => string; go: (delta: number) => void; onClose: () => void };

const arrow = 'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white';

/** The gallery's fullscreen view; loaded on first use so the dialog code stays out of the first load. */
export default function FullscreenDialog({ images, index, title, label, go, onClose }: Props) {
  const count = images.length;
  // Opened without a Dialog.Trigger: focus returns to the button that opened it by hand.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const image = images[index];
  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onClose(); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content onCloseAutoFocus={(event) => { event.preventDefault(); opener?.focus(); }} className="fixed inset-0 z-50 flex flex-col" data-testid="gallery-fullscreen">
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{label(index)}</Dialog.Description>
          <div className="relative grow">
            {image && <StaticImage key={index} src={image.url} alt={label(index)} fill quality={75} sizes="100vw" className="object-contain" />}
            {count > 1 && (
              <>
                <button type="button" className={`${arrow} left-3`} onClick={() => go(-1)} aria-label="Previous photo"><ChevronLeft aria-hidden="true" /></button>
                <button type="button" className={`${arrow} right-3`} onClick={() => go(1)} aria-label="Next photo"><ChevronRight aria-hidden="true" /></button>
              </>
            )}
          </div>
          <p className="py-2 text-center text-white">{index + 1} / {count}</p>
          <Dialog.Close className="absolute top-3 right-3 grid size-11 place-items-center rounded-md bg-white/90 text-neutral-900" aria-label="Close fullscreen">
            <X aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
