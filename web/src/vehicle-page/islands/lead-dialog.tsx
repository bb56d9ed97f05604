'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { LazyLeadForm, type LeadFormData } from './lazy-lead-forms';
import { LEAD_MODAL_TITLES, type LeadModalKind } from './lead-modal';

type Props = { kind: LeadModalKind; carName: string; contactHref: string; form?: LeadFormData | null; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The dialog itself (Radix: focus trapped inside, Escape closes, focus returns to the button
 * that opened it). Loaded on the first click, so Radix's dialog code is not in the first load.
 */
export default function LeadDialog({ kind, carName, contactHref, form, open, onOpenChange }: Props) {
  const title = LEAD_MODAL_TITLES[kind];
  // No Dialog.Trigger here (the button lives in the first-load bundle), so focus goes back by hand.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content onCloseAutoFocus={(event) => { event.preventDefault(); opener?.focus(); }} className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-10 text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-800">{carName}</Dialog.Description>
          {form ? (
            <div className="mt-4"><LazyLeadForm kind={kind} form={form} /></div>
          ) : (
            <>
              <p className="mt-4">Send us your details and a member of our team will be in touch shortly.</p>
              <a href={contactHref} className={buttonVariants({ variant: 'primary', className: 'mt-5 w-full' })}>
                Continue to the {title.toLowerCase()} form
              </a>
            </>
          )}
          <Dialog.Close className="absolute top-3 right-3 grid size-11 place-items-center rounded-md hover:bg-neutral-100" aria-label="Close">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
