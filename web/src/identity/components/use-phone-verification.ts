'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENT_ID, pushDataLayer } from '@/lib/analytics-events';
import { checkCode, checkPhone, type ShopperDetails } from '../rules/identity-input';
import { TEXT } from '../rules/identity-text';

/** SPEC 9: a send or verify that gets no answer within this time stops and says so. */
export const OTP_TIMEOUT_MS = 15_000;

export type VerifiedShopper = { id: string; phone: string; firstName: string | null };

/** SPEC 4 "Phone verification": initial → code sent (phone locked, Resend Code) → verified. */
export type LoginStatus = 'initial' | 'verificationSent' | 'verificationSubmitted';

export type PhoneVerificationState = {
  phone: string;
  code: string;
  status: LoginStatus;
  pending: 'send' | 'verify' | null;
  phoneError: string | null;
  codeError: string | null;
  /** A refusal or failure not tied to one field (too many tries, no answer, offline). */
  formError: string | null;
  /** Seconds until Resend Code may be pressed, counted down from the server's answer. */
  resendIn: number;
};

type Answer = { success?: boolean; error?: string; field?: string; resendAfterSeconds?: number; shopper?: VerifiedShopper };

async function post(path: string, body: unknown, timeoutMs: number): Promise<Answer | 'timeout' | 'offline'> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    return { ...answer, success: response.ok && answer.success === true };
  } catch {
    return timedOut ? 'timeout' : 'offline';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The state and actions of phone verification (see phone-verification.ts for how to use it).
 * `details` (first name, last name, email) are sent with the code request and kept as the
 * shopper's metadata. Nothing typed is cleared by a refusal, a timeout or a network failure.
 */
export function usePhoneVerification(options: { initialPhone?: string; details?: () => ShopperDetails; onVerified?: (shopper: VerifiedShopper) => void; timeoutMs?: number } = {}) {
  const { timeoutMs = OTP_TIMEOUT_MS } = options;
  const [state, setState] = useState<PhoneVerificationState>({
    phone: options.initialPhone ?? '', code: '', status: 'initial', pending: null, phoneError: null, codeError: null, formError: null, resendIn: 0,
  });
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const counting = state.resendIn > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setState((s) => ({ ...s, resendIn: Math.max(0, s.resendIn - 1) })), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const setPhone = useCallback((phone: string) => setState((s) => (s.status === 'initial' ? { ...s, phone, phoneError: null } : s)), []);
  const setCode = useCallback((code: string) => setState((s) => ({ ...s, code, codeError: null })), []);

  const sendCode = useCallback(async () => {
    const phone = checkPhone(state.phone);
    if (!phone.ok) {
      setState((s) => ({ ...s, phoneError: phone.message }));
      return false;
    }
    setState((s) => ({ ...s, pending: 'send', phoneError: null, formError: null }));
    // SPEC 7: ask POST /api/rate-limit first; a non-OK answer is a rejection.
    const check = await post('/api/rate-limit', { phone: phone.value }, timeoutMs);
    const answer = typeof check === 'string' || !check.success ? check : await post('/api/auth/send-code', { phone: phone.value, ...optionsRef.current.details?.() }, timeoutMs);
    if (typeof answer === 'string') {
      setState((s) => ({ ...s, pending: null, formError: answer === 'timeout' ? TEXT.timeout : TEXT.offline }));
      return false;
    }
    setState((s) => ({
      ...s,
      pending: null,
      status: answer.success ? 'verificationSent' : s.status,
      resendIn: answer.resendAfterSeconds ?? (answer.success ? 60 : s.resendIn),
      phoneError: !answer.success && answer.field === 'phone' ? answer.error ?? null : null,
      formError: !answer.success && answer.field !== 'phone' ? answer.error ?? TEXT.unavailable : null,
    }));
    // SPEC 7 event 36: a code was sent (never the phone number: analytics get no personal details).
    if (answer.success) pushDataLayer({ event: 'phoneVerification_codeSent', event_id: ANALYTICS_EVENT_ID.codeSent });
    return answer.success === true;
  }, [state.phone, timeoutMs]);

  const verifyCode = useCallback(async () => {
    const code = checkCode(state.code);
    const phone = checkPhone(state.phone);
    if (!code.ok || !phone.ok) {
      setState((s) => ({ ...s, codeError: code.ok ? null : code.message, phoneError: phone.ok ? null : phone.message }));
      return null;
    }
    setState((s) => ({ ...s, pending: 'verify', codeError: null, formError: null }));
    const answer = await post('/api/auth/verify-code', { phone: phone.value, code: code.value }, timeoutMs);
    if (typeof answer === 'string') {
      setState((s) => ({ ...s, pending: null, formError: answer === 'timeout' ? TEXT.timeout : TEXT.offline }));
      return null;
    }
    if (!answer.success || !answer.shopper) {
      setState((s) => ({
        ...s,
        pending: null,
        codeError: answer.field === 'code' ? answer.error ?? null : null,
        formError: answer.field === 'code' ? null : answer.error ?? TEXT.unavailable,
      }));
      return null;
    }
    setState((s) => ({ ...s, pending: null, status: 'verificationSubmitted' }));
    // SPEC 7 event 37: the phone is verified (before onVerified, which may leave the page).
    pushDataLayer({ event: 'phoneVerification_verified', event_id: ANALYTICS_EVENT_ID.verified });
    optionsRef.current.onVerified?.(answer.shopper);
    return answer.shopper;
  }, [state.code, state.phone, timeoutMs]);

  return { ...state, setPhone, setCode, sendCode, verifyCode };
}
