import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

export const inputClass = 'mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 text-base focus:border-neutral-900 focus:outline-none focus:ring-2 focus:ring-neutral-900/20';

type FieldProps = { name: string; label: string; error?: string; idPrefix?: string } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled text input with its message underneath, tied together for screen readers. */
export function Field({ name, label, error, idPrefix = 'reserve', ...rest }: FieldProps) {
  const id = `${idPrefix}-${name.replace(/\./g, '-')}`;
  return (
    <div>
      <label htmlFor={id} className="font-medium">{label}</label>
      <input id={id} name={name} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} required {...rest} />
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

type SelectProps = { name: string; label: string; error?: string; idPrefix?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ name, label, error, idPrefix = 'reserve', children, ...rest }: SelectProps) {
  const id = `${idPrefix}-${name.replace(/\./g, '-')}`;
  return (
    <div>
      <label htmlFor={id} className="font-medium">{label}</label>
      <select id={id} name={name} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest}>{children}</select>
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** The card entry of the local processor's form (Stripe's test cards), as reserving uses it. */
export function CardFields({ errors, idPrefix = 'reserve' }: { errors: Partial<Record<'number' | 'expiry' | 'cvc', string>>; idPrefix?: string }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Card</legend>
      <Field idPrefix={idPrefix} name="number" label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" error={errors.number} />
      <div className="grid grid-cols-2 gap-4">
        <Field idPrefix={idPrefix} name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/30" error={errors.expiry} />
        <Field idPrefix={idPrefix} name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" maxLength={4} error={errors.cvc} />
      </div>
    </fieldset>
  );
}
