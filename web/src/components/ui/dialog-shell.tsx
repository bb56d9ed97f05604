'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Tailwind width of the panel, e.g. 'w-[min(40rem,calc(100vw-2rem))]'. */
  widthClassName: string;
  children: ReactNode;
};

/**
 * The site's modal dialog (Radix: focus trapped inside, Escape and the close button close it,
 * focus returns to the control that opened it). Its openers are plain buttons or links outside
 * any Dialog.Trigger (they live in the first-load bundle, the dialog is loaded on first use),
 * so the element focused when the dialog mounted gets focus back by hand.
 */
export function DialogShell({ open, onOpenChange, title, description, widthClassName, children }: Props) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => { event.preventDefault(); opener?.focus(); }}
          className={clsx('fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl', widthClassName)}
        >
          <Dialog.Title className="pr-10 text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-800">{description}</Dialog.Description>
          {children}
          <Dialog.Close className="absolute top-3 right-3 grid size-11 place-items-center rounded-md hover:bg-neutral-100" aria-label="Close">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
