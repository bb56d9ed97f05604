'use client';

import { useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatPrice } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import type { JourneyData } from '../journey-data';
import { JOURNEY_STEPS, LAST_STEP } from '../journey-steps';
import { DetailsStep, HandoverStep, PaymentStep, TradeInStep } from './journey-step-forms';
import { ReviewStep } from './journey-review';
import { firstOfEach, formValues, type Errors, type JourneyProps } from './journey-types';

/**
 * Buy online in six steps (SPEC 2 /checkout-journey). Each Continue saves the step on the server
 * (which works out the trade-in offer, the finance quote and the delivery fee) and opens the next;
 * the shopper can go back to any finished step, and every step keeps what was typed in it. The
 * journey opens where the shopper left it.
 */
export function CheckoutJourney(props: JourneyProps) {
  const [reached, setReached] = useState(props.step);
  const [viewing, setViewing] = useState(props.step);
  const [data, setData] = useState<JourneyData>(props.data);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Before hydration Continue would submit the form as the browser does: a GET of this address
  // with the form's fields, which drops the car from it. It waits for the code instead.
  const hydrated = useHydrated();

  async function save(step: number, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const response = await fetch('/api/checkout-journey', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: props.carId, step, values: formValues(event.currentTarget) }),
      }).catch(() => null);
      const body = (await response?.json().catch(() => null)) as { step?: number; data?: JourneyData; error?: string; fieldErrors?: Record<string, string[]> } | null;
      if (response?.ok && body?.step && body.data) {
        setData(body.data);
        setReached(body.step);
        setViewing(body.step);
        return;
      }
      setErrors({ ...firstOfEach(body?.fieldErrors), form: body?.error ?? 'We could not reach our server. Please check your connection and try again.' });
    } finally {
      setBusy(false);
    }
  }

  const go = (step: number) => {
    setErrors({});
    setViewing(step);
  };
  const current = JOURNEY_STEPS[viewing - 1]!;

  return (
    <div className="space-y-8">
      <nav aria-label="Purchase steps">
        <ol className="flex flex-wrap gap-2 text-sm">
          {JOURNEY_STEPS.map(({ step, title }) => (
            <li key={step}>
              <button type="button" disabled={step > reached} onClick={() => go(step)} aria-current={step === viewing ? 'step' : undefined}
                className={`rounded-full border px-3 py-1 ${step === viewing ? 'border-neutral-900 bg-neutral-900 text-white' : step < reached ? 'border-neutral-400' : 'border-neutral-200 text-neutral-700'}`}>
                {step}. {title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h2 className="text-2xl font-semibold" data-testid="journey-step">Step {viewing} of {LAST_STEP}: {current.title}</h2>
      {JOURNEY_STEPS.filter((s) => s.step < LAST_STEP).map(({ step }) => (
        <form key={step} hidden={viewing !== step} noValidate onSubmit={(event) => void save(step, event)} className="max-w-2xl space-y-6">
          {step === 1 && (
            <div className="space-y-4">
              {/* eslint-disable-next-line @next/next/no-img-element -- the car's photo as the vehicle page stores it */}
              {props.imageUrl && <img src={props.imageUrl} alt={props.title} width={640} height={427} className="w-full max-w-xl rounded-lg object-cover" />}
              <dl className="grid max-w-xl grid-cols-2 gap-y-2">
                <dt>{props.priceLabel}</dt><dd className="text-right font-semibold" data-testid="journey-price">{formatPrice(props.price)}</dd>
                <dt>Deposit to hold it today</dt><dd className="text-right font-semibold">{formatPrice(props.deposit)}</dd>
              </dl>
            </div>
          )}
          {step === 2 && <TradeInStep saved={data.trade_in} errors={viewing === 2 ? errors : {}} />}
          {step === 3 && <PaymentStep saved={data.payment} errors={viewing === 3 ? errors : {}} />}
          {step === 4 && <HandoverStep saved={data.handover} errors={viewing === 4 ? errors : {}} window={props.window} locationName={props.locationName} />}
          {step === 5 && <DetailsStep saved={data.details} errors={viewing === 5 ? errors : {}} sessionPhone={props.sessionPhone} defaultName={props.defaultName} />}
          {viewing === step && errors.form && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">{errors.form}</p>}
          <div className="flex gap-3">
            {step > 1 && <button type="button" onClick={() => go(step - 1)} className={buttonVariants({ variant: 'outline' })}>Back</button>}
            <button type="submit" disabled={busy || !hydrated} aria-busy={busy} className={buttonVariants({ variant: 'accent' })}>{busy ? 'Saving…' : 'Continue'}</button>
          </div>
        </form>
      ))}
      {viewing === LAST_STEP && reached === LAST_STEP && (
        <div className="space-y-4">
          <ReviewStep props={{ ...props, data }} onEdit={go} />
          <button type="button" onClick={() => go(5)} className={buttonVariants({ variant: 'outline' })}>Back</button>
        </div>
      )}
    </div>
  );
}
