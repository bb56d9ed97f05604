'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useDialogLink } from '@/components/ui/use-dialog-link';
import type { LeadFormData } from './lazy-lead-forms';

export type LeadModalKind = 'enquiry' | 'test-drive' | 'request-photos' | 'find-similar';

export const LEAD_MODAL_TITLES: Record<LeadModalKind, string> = {
  'enquiry': 'Enquire Now',
  'test-drive': 'Book a Test Drive',
  'request-photos': 'Request Photos',
  'find-similar': 'Find Me Something Similar',
};

const LeadDialog = dynamic(() => import('./lead-dialog'), { ssr: false });

type Props = {
  kind: LeadModalKind;
  trigger: ReactNode;
  triggerClassName?: string;
  carName: string;
  /** The contact page for this car and kind, with the same form: where the link goes without the dialog. */
  contactHref: string;
  /** Props of the leads module's form for this kind (built on the server by vehicleLeadForms). */
  form?: LeadFormData | null;
};

/**
 * The vehicle page's lead form (enquiry, test drive, request photos, find similar) in an accessible
 * dialog, opened from a link to the contact page that holds the same form. The dialog and its form
 * load on the first click. The link is what a tap does before the page's code has arrived (which a
 * cached page starts after its first paint: server/cache/deferred-scripts.mjs), in a new tab, or
 * when the form's rules could not be built: the shopper lands on the form instead of a button that
 * does nothing.
 */
export function LeadModal({ kind, trigger, triggerClassName, carName, form, contactHref }: Props) {
  const { open, setOpen, used, onClick } = useDialogLink(Boolean(form));
  return (
    <>
      <a href={contactHref} aria-haspopup={form ? 'dialog' : undefined} className={triggerClassName} onClick={onClick}>
        {trigger}
      </a>
      {used && form && <LeadDialog kind={kind} carName={carName} form={form} open={open} onOpenChange={setOpen} />}
    </>
  );
}
