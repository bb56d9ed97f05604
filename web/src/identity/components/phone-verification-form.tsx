'use client';

import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ShopperDetails } from '../rules/identity-input';
import { usePhoneVerification, type VerifiedShopper } from './use-phone-verification';

const control = 'min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 read-only:bg-neutral-100';

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? <p id={id} className="text-sm font-medium text-red-700">{error}</p> : null;
}

export type PhoneVerificationProps = {
  onVerified: (shopper: VerifiedShopper) => void;
  /** Extra details sent with the code request (kept as the shopper's metadata). */
  details?: () => ShopperDetails;
  initialPhone?: string;
  /** The verify button's label (default "Verify"). */
  verifyLabel?: string;
  /** Shown above the fields, e.g. what the shopper verifies for. */
  intro?: ReactNode;
  timeoutMs?: number;
};

/**
 * Phone and code fields with Send Code / Resend Code and Verify (SPEC 4 "Phone verification",
 * SPEC 5 messages). Not a <form>: it sits inside another page's form without nesting forms.
 */
export function PhoneVerification({ onVerified, details, initialPhone, verifyLabel = 'Verify', intro, timeoutMs }: PhoneVerificationProps) {
  const id = useId();
  const v = usePhoneVerification({ onVerified, details, initialPhone, timeoutMs });
  const sent = v.status !== 'initial';
  const sendLabel = sent ? (v.resendIn > 0 ? `Resend Code (${v.resendIn}s)` : 'Resend Code') : 'Send Code';

  return (
    <div className="grid gap-4" data-login-status={v.status}>
      {intro}
      <div className="grid gap-1">
        <label htmlFor={`${id}-phone`} className="font-semibold">Mobile number <span aria-hidden="true" className="text-red-700">*</span></label>
        <div className="flex gap-2">
          <input id={`${id}-phone`} type="tel" autoComplete="tel" inputMode="tel" maxLength={40} value={v.phone} readOnly={sent}
            aria-required aria-invalid={!!v.phoneError || undefined} aria-describedby={v.phoneError ? `${id}-phone-error` : undefined}
            className={control} onChange={(event) => v.setPhone(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); void v.sendCode(); } }} />
          <Button type="button" variant="dark" className="shrink-0" disabled={v.pending !== null || v.resendIn > 0} aria-busy={v.pending === 'send' || undefined}
            onClick={() => void v.sendCode()}>
            {v.pending === 'send' ? 'Sending…' : sendLabel}
          </Button>
        </div>
        <FieldError id={`${id}-phone-error`} error={v.phoneError} />
      </div>
      {sent && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-code`} className="font-semibold">Verification code <span aria-hidden="true" className="text-red-700">*</span></label>
          <p id={`${id}-code-hint`} className="text-sm text-neutral-700">We sent a 6-digit code by SMS to {v.phone}.</p>
          <input id={`${id}-code`} type="text" autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={v.code}
            aria-required aria-invalid={!!v.codeError || undefined} aria-describedby={`${id}-code-hint${v.codeError ? ` ${id}-code-error` : ''}`}
            className={control} onChange={(event) => v.setCode(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); void v.verifyCode(); } }} />
          <FieldError id={`${id}-code-error`} error={v.codeError} />
        </div>
      )}
      {v.formError && <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">{v.formError}</p>}
      {sent && (
        <Button type="button" disabled={v.pending !== null || v.status === 'verificationSubmitted'} aria-busy={v.pending === 'verify' || undefined} onClick={() => void v.verifyCode()}>
          {v.pending === 'verify' ? 'Verifying…' : verifyLabel}
        </Button>
      )}
    </div>
  );
}
