'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { financePopupCar, type FinancePopupCar } from '@/domain/finance-popup-car';
import type { LeadFormRules } from '@/leads/schema/form-rules';

const GetFinanceDialog = dynamic(() => import('./get-finance-dialog'), { ssr: false });

/**
 * Get Finance on car cards (SPEC 2: the four-step popup opens from cards as well as the vehicle
 * page): one listener for the whole page catches a plain click on any card's Get Finance link
 * (`data-get-finance`, domain/finance-popup-car) and opens the popup for that card's car; the
 * dialog's code loads on the first such click. A new tab, a modified click or a page without
 * JavaScript follows the link to the finance page, where the same form is.
 */
export function CardFinancePopup({ rules }: { rules: LeadFormRules }) {
  const [car, setCar] = useState<FinancePopupCar | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-get-finance]') : null;
      const chosen = link ? financePopupCar(link.getAttribute('href'), link.getAttribute('aria-label')) : null;
      if (!chosen) return;
      event.preventDefault();
      setCar(chosen);
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  // Keyed by car: another card's car starts a fresh form (and focus returns to that card's link).
  return car ? <GetFinanceDialog key={car.id} rules={rules} car={car} open={open} onOpenChange={setOpen} /> : null;
}
