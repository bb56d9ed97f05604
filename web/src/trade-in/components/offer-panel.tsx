'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { leadSubmittedEvents } from '@/leads/lead-events';
import type { LeadVehicle } from '@/leads/lead-vehicle';
import { SPEC_TEXT } from '@/leads/messages';
import { pushEvents } from '../../leads/browser/data-layer';
import { saveValuation } from './save-valuation';
import { recordSuccess } from '../../leads/browser/success-record';
import { SubmitButton } from '../../leads/components/submit-button';
import { formatWholeDollars } from '@/lib/format';

export type Valuation = { id: string; outcome: 'offer' | 'no-estimate'; offer_price: number | null; reason: string | null };


type Props = { leadId: string; valuation: Valuation | null; vehicle: LeadVehicle | null; dealerName: string | null; values: Record<string, unknown> };

/** The valuation offer; accepting it sends the offer-accepted lead (SPEC 7: '3. Offer Accepted'). */
export function OfferPanel({ leadId, valuation, vehicle, dealerName, values }: Props) {
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'failure'>('idle');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (valuation) void saveValuation(leadId, valuation);
  }, [leadId, valuation]);
  const tradeTitle = [values.year, values.make, values.model].filter(Boolean).join(' ');

  function finish(kind: string, category: string, subcategory: string) {
    recordSuccess({ kind, category, subcategory, vehicle: tradeTitle || null, dealer: dealerName }, leadId, vehicle?.id ?? null);
    router.push('/success');
  }

  async function accept() {
    if (!valuation) return;
    setStatus('submitting');
    try {
      const response = await fetch('/api/trade-in/accept', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lead_id: leadId, valuation_id: valuation.id, offer_accepted: true, form_completed: true }),
      });
      const body = (await response.json().catch(() => ({}))) as { lead_id?: string; error?: string };
      if (!response.ok || !body.lead_id) throw new Error(body.error ?? SPEC_TEXT.enquiryFailed);
      pushEvents(...leadSubmittedEvents('offer-accepted', vehicle, body.lead_id));
      finish('offer-accepted', 'Trade-In', '3. Offer Accepted');
    } catch (e) {
      setStatus('failure');
      setError(e instanceof Error ? e.message : SPEC_TEXT.enquiryFailed);
    }
  }

  if (!valuation || valuation.outcome !== 'offer' || valuation.offer_price === null) {
    return (
      <section aria-labelledby="offer-heading" className="grid gap-4">
        <h2 id="offer-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">Thanks, we have your details</h2>
        <p>{valuation?.reason ?? 'Our team will contact you with a valuation.'}</p>
        <div><button type="button" className={buttonVariants({ variant: 'primary', size: 'lg' })} onClick={() => finish('trade-in', 'Trade-In', '1. Valuation Requested')}>Done</button></div>
      </section>
    );
  }
  return (
    <section aria-labelledby="offer-heading" className="grid gap-4">
      <h2 id="offer-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">Your trade-in offer</h2>
      {tradeTitle && <p className="text-neutral-700">{tradeTitle}</p>}
      <p className="text-4xl font-bold" data-testid="offer-price">{formatWholeDollars(valuation.offer_price)}</p>
      <p className="text-sm text-neutral-700">
        Subject to an inspection of the vehicle confirming the details you gave. {dealerName ? `${dealerName} will` : 'We will'} contact you to arrange it.
      </p>
      {status === 'failure' && error && <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">{error}</div>}
      <form className="flex flex-wrap gap-3" onSubmit={(event) => {
        event.preventDefault();
        void accept();
      }}>
        <SubmitButton submitting={status === 'submitting'} label="Accept Offer" />
        <button type="button" className={buttonVariants({ variant: 'outline', size: 'lg' })} onClick={() => finish('trade-in', 'Trade-In', '1. Valuation Requested')}>
          Not now
        </button>
      </form>
    </section>
  );
}
