/**
 * Phone verification for any form (SPEC 4, 5, 8, 9): a shopper types an Australian mobile, gets
 * a 6-digit code by SMS (the local inbox at /dev/inbox in the demo), types it, and is signed in.
 *
 * Usage (in a client component):
 *
 *   import { PhoneVerification } from '@/identity/phone-verification';
 *   <PhoneVerification onVerified={(shopper) => setVerifiedPhone(shopper.phone)} />
 *
 * or build your own fields on the hook: `const v = usePhoneVerification({ onVerified })` gives
 * `phone`, `code`, `status`, `pending`, the errors, `resendIn`, `setPhone`, `setCode`, `sendCode()`
 * and `verifyCode()`. After verification the session is in the shopper's cookies, so your route
 * handler learns the verified phone on the server (never trust one from the body):
 *
 *   import { requestShopper } from '@/identity/server/shopper-session';
 *   const { shopper } = await requestShopper(request); // { id, phone: '0412345678', firstName } | null
 *
 * Sends and verifies go through the app's /api/auth routes, which call the auth port with
 * supabase-js (Supabase Auth, or the local GoTrue), apply the limits and record verifications.
 */
export { PhoneVerification, type PhoneVerificationProps } from './components/phone-verification-form';
export { OTP_TIMEOUT_MS, usePhoneVerification, type LoginStatus, type VerifiedShopper } from './components/use-phone-verification';
