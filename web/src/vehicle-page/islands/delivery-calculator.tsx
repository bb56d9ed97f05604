'use client';

import { useId, useReducer, useState, type FormEvent } from 'react';
import { deliveryReducer, type DeliveryEstimate } from '@/domain/delivery';
import { formatPrice } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { calculatorFirstUse } from '../analytics/vehicle-events';

/**
 * Delivery cost by postcode (SPEC 4 "Delivery check": idle, loading, result, error). The lookup
 * goes to /api/cars/{slug}/delivery, which geocodes through the geocoding port and prices the
 * distance with the tenant's delivery zones.
 */
export function DeliveryCalculator({ slug }: { slug: string }) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [state, dispatch] = useReducer(deliveryReducer, { status: 'idle' });
  // Until its code has loaded (it is not part of the page's first load) a submit would only reload
  // the page (the form has no server action) and a postcode typed would not be counted.
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    calculatorFirstUse('delivery');
    dispatch({ type: 'submit', postcode });
    if (!/^\d{4}$/.test(postcode.trim())) return;
    try {
      const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/delivery?postcode=${encodeURIComponent(postcode.trim())}`);
      if (response.status === 404) return dispatch({ type: 'notFound' });
      if (!response.ok) return dispatch({ type: 'failed' });
      dispatch({ type: 'found', estimate: (await response.json()) as DeliveryEstimate });
    } catch {
      dispatch({ type: 'failed' });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="panel">
      <h2 id={`${id}-heading`}>Delivery Calculator</h2>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor={`${id}-postcode`} className="block text-sm font-medium">Your postcode</label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            readOnly={!hydrated}
            aria-invalid={state.status === 'error'}
            aria-describedby={`${id}-status`}
            onChange={(event) => setPostcode(event.target.value)}
            className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 px-3"
          />
        </div>
        <button type="submit" disabled={!hydrated || state.status === 'loading'} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-brand-foreground hover:brightness-110 disabled:opacity-60">
          {state.status === 'loading' ? 'Checking...' : 'Calculate'}
        </button>
      </form>
      <div id={`${id}-status`} aria-live="polite" className="mt-3 min-h-6" data-testid="delivery-status">
        {state.status === 'error' && <p className="font-medium text-red-800">{state.message}</p>}
        {state.status === 'result' && (
          <p>
            Delivery to <strong>{state.estimate.name}</strong>: <strong>{state.estimate.price === 0 ? 'Free' : formatPrice(state.estimate.price)}</strong>
          </p>
        )}
      </div>
    </section>
  );
}
