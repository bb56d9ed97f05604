'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { readStoredDetails, saveStoredDetails } from '@/leads/browser/stored-details';
import { PhoneVerification } from './phone-verification-form';

const control = 'min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900';

/**
 * /sign-in's form (SPEC 2, 7): optional first name, last name and email kept as the shopper's
 * metadata, then the phone and its code. Once verified, the shopper goes to `redirect` (a
 * same-site path, checked on the server).
 */
export function SignInForm({ redirect }: { redirect: string }) {
  // The form needs this device's storage, so it renders once the page has hydrated.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return hydrated ? <DeviceSignInForm redirect={redirect} /> : <p className="text-neutral-700">Loading the sign-in form…</p>;
}

const noSubscription = () => () => undefined;

function DeviceSignInForm({ redirect }: { redirect: string }) {
  const id = useId();
  // SPEC 3 "Stored user details": what this device remembers prefills the form.
  const [stored] = useState(readStoredDetails);
  const [details, setDetails] = useState({ first_name: stored.name ?? '', last_name: stored.last_name ?? '', email: stored.email ?? '' });
  const field = (name: keyof typeof details, label: string, type = 'text', autoComplete?: string) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${name}`} className="font-semibold">{label} <span className="font-normal text-neutral-700">(optional)</span></label>
      <input id={`${id}-${name}`} type={type} autoComplete={autoComplete} maxLength={name === 'email' ? 120 : 60} className={control}
        value={details[name]} onChange={(event) => setDetails((d) => ({ ...d, [name]: event.target.value }))} />
    </div>
  );
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {field('first_name', 'First name', 'text', 'given-name')}
        {field('last_name', 'Last name', 'text', 'family-name')}
      </div>
      {field('email', 'Email', 'email', 'email')}
      <PhoneVerification details={() => details} initialPhone={stored.phone} verifyLabel="Verify and sign in" onVerified={(shopper) => {
        saveStoredDetails({ name: details.first_name, last_name: details.last_name, email: details.email, phone: shopper.phone });
        window.location.assign(redirect);
      }} />
    </div>
  );
}
