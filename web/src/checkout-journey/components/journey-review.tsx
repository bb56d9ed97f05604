'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { formatPrice } from '@/lib/format';
import { CardInput, useCardEntry } from '@/reserve/components/card-input';
import { payByCard, useCardForm } from '@/reserve/components/pay-by-card';
import { deliveryFee, tradeInCredit } from '../journey-data';
import { journeyTotals } from '../journey-totals';
import type { JourneyProps } from './journey-types';

const money = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));

/** Step 6: the deal itemised, and the deposit paid by card (a refundable hold, SPEC 9). */
export function ReviewStep({ props, onEdit }: { props: JourneyProps; onEdit: (step: number) => void }) {
  const { data } = props;
  const totals = journeyTotals({ price: props.price, tradeIn: tradeInCredit(data), delivery: deliveryFee(data), deposit: props.deposit });
  const { errors, setErrors, busy, attempt, onSubmit } = useCardForm<Partial<Record<'number' | 'expiry' | 'cvc' | 'form', string>>>(props.payFailure ? { form: props.payFailure } : {});

  const card = useCardEntry(props.cardEntry);

  const pay = onSubmit(async (text) => {
    const answer = await payByCard({ paymentMethod: () => card.paymentMethod(text), endpoint: '/api/checkout-journey/pay', body: { car_id: props.carId }, attempt });
    if (answer.kind === 'redirect') window.location.assign(answer.url);
    else setErrors(answer.kind === 'taken' ? { form: answer.message } : answer.errors);
  });

  const handover = data.handover;
  const payment = data.payment;
  return (
    <div className="space-y-6">
      <table className="w-full max-w-xl" data-testid="journey-totals">
        <caption className="sr-only">Your deal</caption>
        <tbody>
          {totals.lines.map((line) => (
            <tr key={line.label} className="border-b border-neutral-200">
              <th scope="row" className="py-2 text-left font-normal">{line.label}</th>
              <td className="py-2 text-right">{money(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left font-semibold">Balance on handover</th>
            <td className="py-2 text-right font-semibold" data-testid="journey-balance">{formatPrice(totals.balance)}</td>
          </tr>
          {totals.surplus > 0 && (
            <tr><th scope="row" className="py-2 text-left font-normal">Paid to you for your trade-in</th><td className="py-2 text-right">{formatPrice(totals.surplus)}</td></tr>
          )}
        </tbody>
      </table>
      <ul className="max-w-xl space-y-1">
        <li data-testid="review-payment">Paying by {payment?.method === 'finance' ? `finance over ${payment.loanTerm} years${payment.quote ? `: an estimated ${formatPrice(payment.quote.weeklyRepaymentAmount)} per week for ${formatPrice(payment.quote.amount)}` : ''}` : 'cash or bank transfer'} <button type="button" className="underline" onClick={() => onEdit(3)}>Change</button></li>
        <li>{handover?.method === 'delivery' ? `Delivery to ${handover.place} ${handover.postcode}` : `Pickup from ${props.locationName}`} on {handover?.date} <button type="button" className="underline" onClick={() => onEdit(4)}>Change</button></li>
      </ul>
      <p className="max-w-xl">The {formatPrice(props.deposit)} deposit holds the car for you for {props.holdHours} hours. It is fully refundable: your card is authorised, not charged, until you complete the purchase with us. This is not a contract of sale.</p>
      <form onSubmit={pay} noValidate className="max-w-xl space-y-5">
        <CardInput entry={props.cardEntry} idPrefix="journey-card" errors={errors} onStripeReady={card.onStripeReady} />
        {errors.form && <p id="journey-pay-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">{errors.form}</p>}
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonVariants({ variant: 'accent', className: 'w-full' })}>
          {busy ? 'Paying…' : `Pay ${formatPrice(props.deposit)} deposit`}
        </button>
      </form>
    </div>
  );
}
