'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { GetFinanceForm, type GetFinanceCar } from './get-finance-form';

type Props = { rules: LeadFormRules; car: GetFinanceCar; open: boolean; onOpenChange: (open: boolean) => void };

/** The Get Finance popup (Radix: focus trapped, Escape closes, focus returns to the link). */
export default function GetFinanceDialog({ rules, car, open, onOpenChange }: Props) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content onCloseAutoFocus={(event) => { event.preventDefault(); opener?.focus(); }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-10 text-xl font-bold">Get Finance</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-800">Estimate, get pre-approved and apply in four steps.</Dialog.Description>
          <div className="mt-4"><GetFinanceForm rules={rules} car={car} /></div>
          <Dialog.Close className="absolute top-3 right-3 grid size-11 place-items-center rounded-md hover:bg-neutral-100" aria-label="Close">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
