import type { SiteConfig } from '@dealer/schemas/content/site';
import { formatPrice } from '@/lib/format';
import { formatHoldEnd } from '@/lib/hold-time';
import type { Reservation } from '@/reserve/server/reservation-store';
import { deliveryFee, tradeInCredit } from '../journey-data';
import { journeyTotals } from '../journey-totals';
import type { Journey } from '../server/journey-store';

const money = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));

/** After the deposit holds the car: the reference, the hold's end, the deal and what happens next. */
export function PurchaseConfirmation({ site, title, journey, reservation, price, zone }: { site: SiteConfig; title: string; journey: Journey; reservation: Reservation; price: number; zone: string }) {
  const totals = journeyTotals({ price, tradeIn: tradeInCredit(journey.data), delivery: deliveryFee(journey.data), deposit: reservation.amount_cents / 100 });
  const handover = journey.data.handover;
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 md:py-16" data-testid="purchase-confirmation">
      <h1 className="text-3xl font-bold tracking-tight">Thank you{journey.data.details ? `, ${journey.data.details.name}` : ''}: the {title} is on its way to you</h1>
      <p className="text-lg">Reference <strong data-testid="purchase-reference">{reservation.reference}</strong>. {reservation.hold_until ? `Reserved for you until ${formatHoldEnd(new Date(reservation.hold_until), zone)}.` : ''}</p>
      <table className="w-full">
        <caption className="sr-only">Your deal</caption>
        <tbody>
          {totals.lines.map((line) => (
            <tr key={line.label} className="border-b border-neutral-200"><th scope="row" className="py-2 text-left font-normal">{line.label}</th><td className="py-2 text-right">{money(line.amount)}</td></tr>
          ))}
          <tr><th scope="row" className="py-2 text-left font-semibold">Balance on handover</th><td className="py-2 text-right font-semibold">{formatPrice(totals.balance)}</td></tr>
        </tbody>
      </table>
      <h2 className="text-xl font-semibold">What happens next</h2>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{site.name} calls you to confirm the deal{journey.data.payment?.method === 'finance' ? ' and finish your finance application' : ''}.</li>
        <li>{handover?.method === 'delivery' ? `We deliver the car to ${handover.place} ${handover.postcode} on ${handover.date}.` : `You pick the car up on ${handover?.date ?? 'the agreed day'}.`}</li>
        <li>Your {formatPrice(reservation.amount_cents / 100)} deposit is held on your card, not charged, and counts towards the price when you complete the purchase. It is fully refundable until then.</li>
      </ol>
    </div>
  );
}
