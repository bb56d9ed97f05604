'use client';

import { DialogShell } from '@/components/ui/dialog-shell';
import { LazyLeadForm, type LeadFormData } from './lazy-lead-forms';
import { LEAD_MODAL_TITLES, type LeadModalKind } from './lead-modal';

type Props = { kind: LeadModalKind; carName: string; form: LeadFormData; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The lead form's dialog (the site's DialogShell: focus trapped, Escape closes, focus returns to
 * the link that opened it). Loaded on the first click, so Radix's dialog code is not in the
 * first load.
 */
export default function LeadDialog({ kind, carName, form, open, onOpenChange }: Props) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={LEAD_MODAL_TITLES[kind]} description={carName} widthClassName="w-[min(40rem,calc(100vw-2rem))]">
      <div className="mt-4"><LazyLeadForm kind={kind} form={form} /></div>
    </DialogShell>
  );
}
