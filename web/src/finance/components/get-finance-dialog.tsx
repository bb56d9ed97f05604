'use client';

import { DialogShell } from '@/components/ui/dialog-shell';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { GetFinanceForm, type GetFinanceCar } from './get-finance-form';

type Props = { rules: LeadFormRules; car: GetFinanceCar; open: boolean; onOpenChange: (open: boolean) => void };

/** The Get Finance popup (SPEC 2): the four-step form in the site's dialog. */
export default function GetFinanceDialog({ rules, car, open, onOpenChange }: Props) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="Get Finance" description="Estimate, get pre-approved and apply in four steps."
      widthClassName="w-[min(44rem,calc(100vw-2rem))]">
      <div className="mt-4"><GetFinanceForm rules={rules} car={car} /></div>
    </DialogShell>
  );
}
