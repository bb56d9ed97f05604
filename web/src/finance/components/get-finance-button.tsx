'use client';

import dynamic from 'next/dynamic';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { useDialogLink } from '@/components/ui/use-dialog-link';
import type { GetFinanceCar } from './get-finance-form';

const GetFinanceDialog = dynamic(() => import('./get-finance-dialog'), { ssr: false });

type Props = { href: string; className?: string; label?: string; rules: LeadFormRules | null; car: GetFinanceCar };

/**
 * Get Finance on a vehicle page (SPEC 2): opens the four-step popup in a dialog (loaded on the
 * first click). It stays a link to the finance page for a new tab, a modified click or without
 * JavaScript, where the same form is.
 */
export function GetFinanceButton({ href, className, label = 'Get Finance', rules, car }: Props) {
  const { open, setOpen, used, onClick } = useDialogLink(Boolean(rules));
  return (
    <>
      <a href={href} className={className} aria-haspopup={rules ? 'dialog' : undefined} onClick={onClick}>{label}</a>
      {used && rules && <GetFinanceDialog rules={rules} car={car} open={open} onOpenChange={setOpen} />}
    </>
  );
}
