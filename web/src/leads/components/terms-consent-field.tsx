'use client';

import type { LegalLinks } from '@/leads/schema/form-rules';
import { CheckboxField } from './form-fields';

const link = 'underline underline-offset-2 hover:no-underline';

/**
 * The terms checkbox of every lead form (SPEC 5 "Terms checkbox must be ticked where a dealer
 * requires it"), linking the tenant's own terms and privacy pages (the contact page while one
 * does not exist), each in a new tab.
 */
export function TermsConsentField({ legal }: { legal: LegalLinks }) {
  return <CheckboxField name="terms_conditions" label={<TermsConsentText legal={legal} />} />;
}

/** The consent's words and links, for a form that draws its own checkbox (the Get Finance popup). */
export function TermsConsentText({ legal }: { legal: LegalLinks }) {
  return (
    <>
      I agree to the <a href={legal.terms} target="_blank" className={link}>terms of use</a> and
      the <a href={legal.privacy} target="_blank" className={link}>privacy policy</a> (each opens in a new tab).
    </>
  );
}
