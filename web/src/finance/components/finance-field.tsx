'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';

const INPUT = 'mt-1 block min-h-11 w-full rounded-md border border-neutral-400 px-3 aria-invalid:border-red-700';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: string; error?: string | null; hint?: ReactNode; required?: boolean };

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function FinanceField({ id, label, error, hint, required, ...input }: Props) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}{required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      <input id={id} className={INPUT} aria-invalid={error ? true : undefined} aria-describedby={described} aria-required={required || undefined} {...input} />
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}

export const SELECT_CLASS = INPUT;
