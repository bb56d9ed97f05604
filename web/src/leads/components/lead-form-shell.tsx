'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { buttonVariants } from '@/components/ui/button-variants';
import { formEngagementEvent, leadSubmittedEvents } from '@/leads/lead-events';
import type { FormLeadKind } from '@/leads/lead-kind';
import type { LeadVehicle } from '@/leads/lead-vehicle';
import { SPEC_TEXT } from '@/leads/messages';
import { pushEvents } from '../browser/data-layer';
import { newIdempotencyKey, postLead, type FieldMessage, type PostResult } from '../browser/post-lead';
import { readStoredDetails, saveStoredDetails, STORED_FIELDS } from '../browser/stored-details';
import { recordSuccess } from '../browser/success-record';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { fieldError } from './form-fields';
import { fieldSlug, LeadFormContext } from './form-context';
import { SubmitButton } from './submit-button';

export type Status = 'idle' | 'submitting' | 'success' | 'failure';
export type Step = { title: string; fields: readonly string[] };
export type StoredLead = { leadId: string; body: Record<string, unknown>; values: Record<string, unknown> };
export type Prepared = { kind: 'ready'; userData: Record<string, unknown> } | Extract<PostResult, { kind: 'invalid' | 'failed' }>;

export type LeadFormShellProps = {
  kind: FormLeadKind;
  /**
   * The form's schema, loaded on its first check (a blur, Next, submit): zod and the schemas are
   * not evaluated while the page hydrates. Called again only if it changes (new rules).
   */
  loadSchema: () => Promise<z.ZodMiniType>;
  defaultValues: Record<string, unknown>;
  /** Every field's label in display order: the error summary lists errors in this order. */
  labels: readonly (readonly [string, string])[];
  submitLabel: string;
  /** SPEC 8: enquiries show the returned error (else 'An unexpected error occured'); other forms the generic alert. */
  failureStyle: 'enquiry' | 'generic';
  vehicle?: LeadVehicle | null;
  dealerName?: string | null;
  fixedLocation?: string | null;
  /** Multi-step (SPEC 4): each step's fields are checked before the next; the last step submits. */
  steps?: readonly Step[];
  /** Runs when a step's fields are valid, before the next step (e.g. a registration lookup); false stays. */
  beforeNext?: (step: number, form: UseFormReturn<FieldValues>) => Promise<boolean>;
  /** The label of the Next button on each step. */
  nextLabel?: (step: number) => string;
  /**
   * Turns the form's values into the lead's userData before it is sent (the careers form uploads
   * its CV first and sends the upload's id); an invalid or failed answer is shown like the lead's.
   */
  prepare?: (values: Record<string, unknown>) => Promise<Prepared>;
  /** After the lead is stored; by default the success record is set and the shopper goes to /success. */
  onStored?: (stored: StoredLead) => void;
  children: ReactNode | ((step: number) => ReactNode);
  endpoint?: string;
  className?: string;
};

/**
 * Everything lead forms share: react-hook-form with the form's zod schema, the stored user details
 * prefill, the error summary, submit states (idle, submitting, success, failure), analytics, and
 * the POST with one idempotency key per submission. A failed submission keeps every value typed.
 */
export function LeadFormShell(props: LeadFormShellProps) {
  const { kind, loadSchema, defaultValues, labels, steps, vehicle = null } = props;
  const router = useRouter();
  const prefix = `lf${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const schemaResolver = useMemo(() => {
    let loaded: Promise<Resolver<FieldValues>> | null = null;
    const resolve: Resolver<FieldValues> = async (values, context, options) => {
      // A failed load (a dropped connection) is forgotten, so the next check asks again.
      loaded ??= loadSchema().then((schema) => zodResolver(schema as never) as unknown as Resolver<FieldValues>, (error: unknown) => {
        loaded = null;
        throw error;
      });
      return (await loaded)(values, context, options);
    };
    return resolve;
  }, [loadSchema]);
  const methods = useForm<FieldValues>({
    resolver: schemaResolver,
    defaultValues,
    mode: 'onTouched',
    // The error summary takes focus instead (it names every problem and links to each field).
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState(0);
  const keyRef = useRef<string | null>(null);
  const engagedRef = useRef(false);
  const context = useMemo(() => ({ fieldId: (name: string) => `${prefix}-${fieldSlug(name)}`, disabled: status === 'submitting' }), [prefix, status]);

  useEffect(() => {
    const stored = readStoredDetails();
    for (const field of STORED_FIELDS) {
      const value = stored[field];
      if (value && field in defaultValues && !methods.getValues(field)) methods.setValue(field, value);
    }
  }, [defaultValues, methods]);

  const lastStep = steps ? steps.length - 1 : 0;
  const errors = methods.formState.errors;
  const visibleNames = steps ? steps.slice(0, step + 1).flatMap((s) => s.fields) : labels.map(([name]) => name);
  const summary: SummaryItem[] = labels
    .filter(([name]) => visibleNames.some((v) => name === v || name.startsWith(`${v}.`)))
    .flatMap(([name, label]) => {
      const message = fieldError(errors, name);
      return message ? [{ name, label, message }] : [];
    });
  const rootError = fieldError(errors, 'root.server');
  if (rootError) summary.push({ name: '', label: '', message: rootError });

  function applyServerErrors(list: FieldMessage[]) {
    for (const { field, message } of list) {
      if (field && labels.some(([name]) => name === field)) methods.setError(field, { type: 'server', message });
      else methods.setError('root.server', { type: 'server', message });
    }
    const firstStep = steps?.findIndex((s) => list.some((e) => s.fields.some((f) => e.field === f || e.field.startsWith(`${f}.`))));
    if (firstStep !== undefined && firstStep >= 0) setStep(firstStep);
  }

  async function submit() {
    setStatus('submitting');
    setFailure(null);
    const values = methods.getValues();
    keyRef.current ??= newIdempotencyKey();
    const prepared: Prepared = props.prepare ? await props.prepare(values) : { kind: 'ready', userData: values };
    const result = prepared.kind === 'ready'
      ? await postLead(props.endpoint ?? `/api/leads/${kind}`, { userData: prepared.userData, idempotencyKey: keyRef.current, fixedLocation: props.fixedLocation })
      : prepared;
    if (result.kind === 'stored') {
      keyRef.current = null;
      saveStoredDetails(values);
      pushEvents(...leadSubmittedEvents(kind, vehicle, result.leadId));
      setStatus('success');
      if (props.onStored) {
        props.onStored({ leadId: result.leadId, body: result.body, values });
        return;
      }
      const category = typeof result.body.category === 'string' ? result.body.category : null;
      recordSuccess({ kind, category: category ?? kind, subcategory: typeof result.body.subcategory === 'string' ? result.body.subcategory : null, vehicle: vehicle?.title ?? null, dealer: props.dealerName ?? null }, result.leadId, vehicle?.id ?? null);
      router.push('/success');
      return;
    }
    if (result.kind === 'invalid') {
      applyServerErrors(result.errors);
      setStatus('idle');
      setAttempt((n) => n + 1);
      return;
    }
    setStatus('failure');
    setFailure(result.message);
  }

  async function next() {
    const fields = steps?.[step]?.fields ?? [];
    if (await methods.trigger(fields as string[], { shouldFocus: false })) {
      if (props.beforeNext && !(await props.beforeNext(step, methods))) return;
      setStep(step + 1);
      return;
    }
    setAttempt((n) => n + 1);
  }

  const body = typeof props.children === 'function' ? props.children(step) : props.children;

  return (
    <LeadFormContext.Provider value={context}>
      <FormProvider {...methods}>
        <form
          noValidate
          aria-busy={status === 'submitting' || undefined}
          className={props.className ?? 'relative grid gap-5'}
          onFocusCapture={() => {
            if (engagedRef.current) return;
            engagedRef.current = true;
            pushEvents(formEngagementEvent(kind, vehicle));
          }}
          onSubmit={(event) => {
            if (steps && step < lastStep) {
              event.preventDefault();
              void next();
              return;
            }
            void methods.handleSubmit(submit, () => setAttempt((n) => n + 1))(event);
          }}
        >
          <ErrorSummary items={summary} attempt={attempt} />
          {steps && (
            <p className="text-sm font-semibold text-neutral-700" aria-live="polite">
              Step {step + 1} of {steps.length}: {steps[step]?.title}
            </p>
          )}
          {body}
          {status === 'failure' && failure && (
            <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-800">
              {props.failureStyle === 'generic' ? (
                <>
                  <p className="font-semibold">{SPEC_TEXT.genericFailed}</p>
                  {failure !== SPEC_TEXT.enquiryFailed && <p className="mt-1">{failure}</p>}
                </>
              ) : (
                <p className="font-semibold">{failure}</p>
              )}
            </div>
          )}
          {status === 'success' && <p role="status" className="font-semibold">Thank you, your details have been sent.</p>}
          <div className="flex flex-wrap items-center gap-3">
            {steps && step > 0 && (
              <button type="button" className={buttonVariants({ variant: 'outline', size: 'lg' })} onClick={() => setStep(step - 1)} disabled={status === 'submitting'}>
                Back
              </button>
            )}
            {steps && step < lastStep ? (
              <button type="submit" className={buttonVariants({ variant: 'primary', size: 'lg' })}>{props.nextLabel?.(step) ?? 'Next'}</button>
            ) : (
              <SubmitButton submitting={status === 'submitting'} label={props.submitLabel} />
            )}
          </div>
          <p className="text-sm text-neutral-700"><span aria-hidden="true" className="text-red-700">*</span> Required field</p>
        </form>
      </FormProvider>
    </LeadFormContext.Provider>
  );
}
