'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
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
  /** The contact page for this car and kind: the fallback when no form data is given. */
  contactHref: string;
  /** Props of the leads module's form for this kind (built on the server by vehicleLeadForms). */
  form?: LeadFormData | null;
};

/**
 * A button opening the vehicle page's lead form (enquiry, test drive, request photos, find
 * similar) in an accessible dialog. The dialog and its form load on the first click.
 */
export function LeadModal({ kind, trigger, triggerClassName, carName, contactHref, form }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" className={triggerClassName} onClick={() => { setUsed(true); setOpen(true); }}>
        {trigger}
      </button>
      {used && <LeadDialog kind={kind} carName={carName} contactHref={contactHref} form={form} open={open} onOpenChange={setOpen} />}
    </>
  );
}
