'use client';

import type { ReactNode } from 'react';
import { SPEC_TEXT } from '@/leads/messages';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { TermsConsentText } from '@/leads/components/terms-consent-field';
import { FinanceField, SELECT_CLASS } from './finance-field';

export type DetailsValues = {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  dealership_slug: string;
  opt_in: boolean;
  terms_conditions: boolean;
};

export const emptyDetails = (dealership: string | null): DetailsValues => ({
  name: '', last_name: '', email: '', phone: '', postcode: '', dealership_slug: dealership ?? '', opt_in: true, terms_conditions: false,
});

type Props = {
  id: string;
  rules: LeadFormRules;
  values: DetailsValues;
  errors: Record<string, string>;
  onChange: (values: DetailsValues) => void;
  /** The phone field and its verification (the identity feature's component once a session exists). */
  phoneField?: ReactNode;
};

/**
 * Step 2, Your Details (SPEC 3 "Finance form fields"): name, last name, email, phone, postcode
 * where the site requires it, the preferred dealership where there is a choice, subscribe (and
 * the terms where the dealer requires them). Errors come from the same schema the server applies.
 */
export function DetailsStep({ id, rules, values, errors, onChange, phoneField }: Props) {
  const field = (name: keyof DetailsValues, label: string, extra: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel'; required?: boolean; maxLength?: number }) => (
    <FinanceField id={`${id}-${name}`} name={name} label={label} error={errors[name]} value={String(values[name])}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })} {...extra} />
  );
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', 'First Name', { autoComplete: 'given-name', required: true, maxLength: 50 })}
        {field('last_name', 'Last Name', { autoComplete: 'family-name', maxLength: 50 })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
        {phoneField ?? field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true })}
        {field('postcode', 'Postcode', { autoComplete: 'postal-code', inputMode: 'numeric', required: rules.postcodeRequired, maxLength: 4 })}
        {rules.dealerships.length > 1 && (
          <div>
            <label htmlFor={`${id}-dealership`} className="font-medium">Preferred dealership<span aria-hidden="true" className="text-red-700"> *</span></label>
            <select id={`${id}-dealership`} className={SELECT_CLASS} value={values.dealership_slug} aria-required="true"
              aria-invalid={errors.dealership_slug ? true : undefined} aria-describedby={errors.dealership_slug ? `${id}-dealership-error` : undefined}
              onChange={(event) => onChange({ ...values, dealership_slug: event.target.value })}>
              <option value="">Choose a dealership</option>
              {rules.dealerships.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
            {errors.dealership_slug && <p id={`${id}-dealership-error`} className="mt-1 text-sm font-medium text-red-700">{errors.dealership_slug}</p>}
          </div>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5" checked={values.opt_in} onChange={(event) => onChange({ ...values, opt_in: event.target.checked })} />
        {SPEC_TEXT.optIn}
      </label>
      {rules.termsRequired && (
        <div>
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" className="size-5" checked={values.terms_conditions} aria-invalid={errors.terms_conditions ? true : undefined}
              onChange={(event) => onChange({ ...values, terms_conditions: event.target.checked })} />
            <span><TermsConsentText legal={rules.legal} /></span>
          </label>
          {errors.terms_conditions && <p className="mt-1 text-sm font-medium text-red-700">{errors.terms_conditions}</p>}
        </div>
      )}
    </div>
  );
}
