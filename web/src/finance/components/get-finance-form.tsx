'use client';

import { useId, useMemo, useRef, useState } from 'react';
import type { FinancePopupCar } from '@/domain/finance-popup-car';
import { QUICK_QUOTE_DEFAULTS, quickQuotePriceOnBlur, type CreditHistory } from '@/domain/quick-quote';
import { PhoneVerification } from '@/identity/phone-verification';
import { SPEC_TEXT } from '@/leads/messages';
import { newIdempotencyKey, postLead } from '@/leads/browser/post-lead';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { createFinanceCustomer, fetchFinanceQuote, type FinanceQuote } from '../browser/finance-api';
import { FINANCE_TEXT } from '../finance-messages';
import { DetailsStep, emptyDetails, type DetailsValues } from './details-step';
import { PreApprovalStep } from './pre-approval-step';
import { QuickEstimateStep, type EstimateValues } from './quick-estimate-step';
import { FINANCE_STEPS, StepList } from './step-list';
import { useFinanceQuote } from './use-finance-quote';

export type GetFinanceCar = FinancePopupCar;
export type GetFinanceInitial = { price?: number | null; term?: number | null; credit?: CreditHistory | null; whoIsHelping?: string | null; dealership?: string | null };

type Props = {
  rules: LeadFormRules;
  car?: GetFinanceCar | null;
  initial?: GetFinanceInitial;
};

const FIELD_LABELS: Record<string, string> = {
  name: 'First Name', last_name: 'Last Name', email: 'Email', phone: 'Phone', postcode: 'Postcode',
  dealership_slug: 'Preferred dealership', terms_conditions: 'Terms of use', amount: 'Purchase price', term: 'Loan term',
};

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-6 font-semibold text-brand-foreground hover:brightness-110 disabled:opacity-60';

/**
 * The four-step Get Finance form (SPEC 2, SPEC 4 "Popup finance form"): Quick Estimate, Your
 * Details, Instant pre-approval, Apply to lender. Steps only advance. Your Details stores a
 * Finance Enquiry lead (SPEC 7: category Finance Enquiry, the provider's tag) so it reaches the
 * CRM whatever the provider answers; Apply to lender creates the customer with the provider and
 * follows its redirect. Every failure shows SPEC 8's message in a destructive alert and keeps
 * what was typed.
 */
export function GetFinanceForm({ rules, car = null, initial = {} }: Props) {
  const id = useId();
  const [step, setStep] = useState(0);
  const [estimate, setEstimate] = useState<EstimateValues>(() => ({
    price: String(quickQuotePriceOnBlur(String(initial.price ?? car?.price ?? QUICK_QUOTE_DEFAULTS.purchasePrice))),
    term: initial.term ?? QUICK_QUOTE_DEFAULTS.loanTerm,
    credit: initial.credit ?? QUICK_QUOTE_DEFAULTS.selfAssessedCreditScore,
  }));
  const [details, setDetails] = useState<DetailsValues>(() => emptyDetails(initial.dealership ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [approval, setApproval] = useState<FinanceQuote | null>(null);
  // One key for every try of Your Details, made at the first try rather than while rendering:
  // under Cache Components the server's render of a page kept for every shopper may not draw
  // random numbers.
  const idempotencyKey = useRef<string | null>(null);
  /** The phone the shopper verified with a code (the session cookie proves it to the server). */
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);

  const price = quickQuotePriceOnBlur(estimate.price);
  const quoteInput = useMemo(() => ({ purchasePrice: price, loanTerm: estimate.term, selfAssessedCreditScore: estimate.credit, car_id: car?.id ?? null, whoIsHelping: initial.whoIsHelping ?? null }),
    [price, estimate.term, estimate.credit, car?.id, initial.whoIsHelping]);
  const { quote, pending } = useFinanceQuote(step === 0 && estimate.price !== '' ? quoteInput : null);

  async function submitDetails() {
    if (!verifiedPhone) {
      setErrors({ phone: FINANCE_TEXT.verifyPhone });
      setAlert(FINANCE_TEXT.verifyPhone);
      return;
    }
    const userData = {
      ...details, amount: String(price), term: String(estimate.term), selfAssessedCreditScore: estimate.credit,
      whoIsHelping: initial.whoIsHelping ?? '', car_id: car ? String(car.id) : undefined, message: '',
    };
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await postLead('/api/leads/finance-enquiry', { userData, idempotencyKey: idempotencyKey.current });
    if (result.kind === 'invalid') {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.message])));
      setAlert(`${SPEC_TEXT.errorBanner} ${result.errors.map((e) => `${FIELD_LABELS[e.field] ?? e.field}: ${e.message}`).join(' ')}`);
      return;
    }
    if (result.kind === 'failed') {
      setAlert(`${FINANCE_TEXT.leadFailed}. ${result.message}`);
      return;
    }
    setErrors({});
    setLeadId(result.leadId);
    setApproval(await fetchFinanceQuote(quoteInput));
    setStep(2);
  }

  async function advance() {
    setAlert(null);
    setBusy(true);
    try {
      if (step === 0) setStep(1);
      else if (step === 1) await submitDetails();
      else if (step === 2) setStep(3);
      else if (leadId) {
        const result = await createFinanceCustomer(leadId);
        if (result.ok) {
          window.location.assign(result.redirectUrl);
          return;
        }
        setAlert(result.message);
      }
    } catch (error) {
      console.error(FINANCE_TEXT.unknownStep, error);
      setAlert(FINANCE_TEXT.unknownStep);
    } finally {
      setBusy(false);
    }
  }

  const label = ['Next', 'Get pre-approved', 'Continue', 'Apply to lender'][step]!;
  return (
    <form noValidate className="grid gap-6" data-testid="get-finance" onSubmit={(event) => { event.preventDefault(); void advance(); }}>
      <StepList current={step} />
      <h3 className="text-xl font-bold" id={`${id}-step`}>{FINANCE_STEPS[step]}</h3>
      {car && <p className="text-neutral-700">Finance for the {car.title}</p>}
      <div hidden={step !== 0}>
        <QuickEstimateStep id={id} values={estimate} onChange={setEstimate} quote={quote} pending={pending} price={price} />
      </div>
      <div hidden={step !== 1}>
        <DetailsStep id={id} rules={rules} values={details} errors={errors} onChange={setDetails}
          phoneField={
            <div className="sm:col-span-2" data-testid="finance-phone">
              <PhoneVerification
                details={() => ({ first_name: details.name || undefined, last_name: details.last_name || undefined, email: details.email || undefined })}
                onVerified={(shopper) => {
                  setVerifiedPhone(shopper.phone);
                  setDetails((current) => ({ ...current, phone: shopper.phone }));
                  setErrors(({ phone: _verified, ...rest }) => rest);
                }} />
              {verifiedPhone && <p className="mt-2 font-semibold text-emerald-800" role="status">Mobile verified: {verifiedPhone}</p>}
              {errors.phone && !verifiedPhone && <p className="mt-2 text-sm font-medium text-red-700">{errors.phone}</p>}
            </div>
          } />
      </div>
      {step >= 2 && (
        <div hidden={step !== 2}>
          <PreApprovalStep quote={approval} price={price} term={estimate.term} />
        </div>
      )}
      {step === 3 && (
        <p className="text-neutral-700">We will send your details to the lender and take you to their application. Nothing is signed until you accept their offer.</p>
      )}
      {alert && (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 font-medium text-red-900" data-testid="finance-alert">{alert}</div>
      )}
      <button type="submit" className={BUTTON} disabled={busy} aria-describedby={`${id}-step`}>
        {busy ? 'Please wait…' : label}
      </button>
    </form>
  );
}
