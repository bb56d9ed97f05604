'use client';

import { createContext, useContext } from 'react';

/** What field components need from the form around them. */
export type LeadFormContextValue = {
  /** A page can hold several forms (a vehicle page's modals): ids are prefixed per form. */
  fieldId(name: string): string;
  disabled: boolean;
};

export const LeadFormContext = createContext<LeadFormContextValue | null>(null);

export function useLeadForm(): LeadFormContextValue {
  const value = useContext(LeadFormContext);
  if (!value) throw new Error('Lead form fields must be inside <LeadFormShell>.');
  return value;
}

/** 'Vehicle Make' → 'vehicle-make', 'adjustmentAnswers.accident' → 'adjustmentanswers-accident'. */
export function fieldSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
