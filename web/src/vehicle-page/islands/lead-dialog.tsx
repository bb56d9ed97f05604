'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { DialogShell } from '@/components/ui/dialog-shell';
import { LazyLeadForm, type LeadFormData } from './lazy-lead-forms';
import { LEAD_MODAL_TITLES, type LeadModalKind } from './lead-modal';

type Props = { kind: LeadModalKind; carName: string; contactHref: string; form?: LeadFormData | null; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The lead form's dialog (the site's DialogShell: focus trapped, Escape closes, focus returns to
 * the button that opened it). Loaded on the first click, so Radix's dialog code is not in the
 * first load.
 */
export default function LeadDialog({ kind, carName, contactHref, form, open, onOpenChange }: Props) {
  const title = LEAD_MODAL_TITLES[kind];
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title} description={carName} widthClassName="w-[min(40rem,calc(100vw-2rem))]">
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
    </DialogShell>
  );
}
