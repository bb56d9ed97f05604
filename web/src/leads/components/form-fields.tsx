'use client';

import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { useLeadForm } from './form-context';

/**
 * Accessible form controls bound to react-hook-form: a visible label tied to the control, the
 * error below it (aria-invalid, aria-describedby), required marked for sight and for screen
 * readers. Browser validation is off (noValidate): the zod schema speaks the spec's messages.
 */
const control = 'min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2 disabled:bg-neutral-100';

export function fieldError(errors: unknown, name: string): string | null {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return error && typeof error.message === 'string' ? error.message : null;
}

function useField(name: string, hint?: string) {
  const { register, formState } = useFormContext();
  const { fieldId, disabled } = useLeadForm();
  const id = fieldId(name);
  const error = fieldError(formState.errors, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, error, register, disabled, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {children}
      {required && <span aria-hidden="true" className="text-red-700"> *</span>}
    </label>
  );
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? <p id={`${id}-hint`} className="text-sm text-neutral-700">{text}</p> : null;
}

function ErrorText({ id, error }: { id: string; error: string | null }) {
  return error ? <p id={`${id}-error`} className="text-sm font-medium text-red-700">{error}</p> : null;
}

type Common = { name: string; label: string; required?: boolean; hint?: string; className?: string };

export function TextField({ name, label, required, hint, className, type = 'text', autoComplete, inputMode, maxLength, min }: Common & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  min?: string;
}) {
  const { id, error, register, disabled, aria } = useField(name, hint);
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <Label htmlFor={id} required={required}>{label}</Label>
      <Hint id={id} text={hint} />
      <input id={id} type={type} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} min={min} aria-required={required || undefined}
        disabled={disabled} className={control} {...aria} {...register(name)} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ name, label, required, hint, className, rows = 4, maxLength }: Common & { rows?: number; maxLength?: number }) {
  const { id, error, register, disabled, aria } = useField(name, hint);
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <Label htmlFor={id} required={required}>{label}</Label>
      <Hint id={id} text={hint} />
      <textarea id={id} rows={rows} maxLength={maxLength} aria-required={required || undefined} disabled={disabled}
        className={cn(control, 'py-2')} {...aria} {...register(name)} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A file picker; the chosen file stays chosen when the form shows errors or a failure. */
export function FileField({ name, label, required, hint, className, accept }: Common & { accept: string }) {
  const { id, error, register, disabled, aria } = useField(name, hint);
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <Label htmlFor={id} required={required}>{label}</Label>
      <Hint id={id} text={hint} />
      <input id={id} type="file" accept={accept} aria-required={required || undefined} disabled={disabled}
        className={cn(control, 'py-2 file:mr-3 file:rounded file:border-0 file:bg-neutral-200 file:px-3 file:py-1 file:font-semibold')} {...aria} {...register(name)} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectGroup = { label: string; options: readonly SelectOption[] };

/** A select; `groups` lists its options under headings (optgroups), after `options`. */
export function SelectField({ name, label, required, hint, className, options, groups = [], placeholder }: Common & { options: readonly SelectOption[]; groups?: readonly SelectGroup[]; placeholder?: string }) {
  const { id, error, register, disabled, aria } = useField(name, hint);
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <Label htmlFor={id} required={required}>{label}</Label>
      <Hint id={id} text={hint} />
      <select id={id} aria-required={required || undefined} disabled={disabled} className={control} {...aria} {...register(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </optgroup>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label, className }: Omit<Common, 'required' | 'hint' | 'label'> & { label: ReactNode }) {
  const { id, error, register, disabled, aria } = useField(name);
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" disabled={disabled} className="mt-0.5 size-6 shrink-0 accent-[var(--brand-ink)]" {...aria} {...register(name)} />
        <label htmlFor={id} className="leading-snug">{label}</label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** Several checkboxes for one array field (e.g. additional services). */
export function CheckboxGroupField({ name, label, options, className }: Omit<Common, 'required' | 'hint'> & { options: readonly string[] }) {
  const { id, error, register, disabled } = useField(name);
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{label}</legend>
      {options.map((option, index) => (
        <div key={option} className="flex items-center gap-3">
          <input id={`${id}-${index}`} type="checkbox" value={option} disabled={disabled} className="size-6 shrink-0 accent-[var(--brand-ink)]" {...register(name)} />
          <label htmlFor={`${id}-${index}`}>{option}</label>
        </div>
      ))}
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

export function RadioField({ name, label, options, required, className, inline = true }: Omit<Common, 'hint'> & { options: readonly SelectOption[]; inline?: boolean }) {
  const { id, error, register, disabled } = useField(name);
  return (
    <fieldset id={id} tabIndex={-1} className={cn('grid gap-2', className)} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-semibold">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </legend>
      <div className={cn('flex gap-x-6 gap-y-2', inline ? 'flex-wrap' : 'flex-col')}>
        {options.map((option, index) => (
          <div key={option.value} className="flex min-h-11 items-center gap-2">
            <input id={`${id}-${index}`} type="radio" value={option.value} disabled={disabled} className="size-5 accent-[var(--brand-ink)]" {...register(name)} />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

/** Values the page fills in (the car's hidden fields): sent with the form, never shown. */
export function HiddenFields({ names }: { names: readonly string[] }) {
  const { register } = useFormContext();
  return <>{names.map((name) => <input key={name} type="hidden" {...register(name)} />)}</>;
}

/**
 * The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only
 * a bot fills it. The server stores such a submission as spam and never sends it to the dealer.
 */
export function HoneypotField({ name }: { name: string }) {
  const { register } = useFormContext();
  const { fieldId } = useLeadForm();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={fieldId(name)}>Leave this field empty</label>
      <input id={fieldId(name)} type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  );
}
