import { formatPrice } from '@/lib/format';
import type { FinanceQuote } from '../browser/finance-api';
import { QuoteFigures } from './quote-figures';

type Props = { quote: FinanceQuote | null; price: number; term: number };

/**
 * Step 3, Instant pre-approval: the provider's decision with the indicative rate, the comparison
 * rate (with its warning), repayments per week, fortnight and month, the term, the fees, and what
 * happens next. Without a quote (the provider could not answer) it says so and offers to go on.
 */
export function PreApprovalStep({ quote, price, term }: Props) {
  const referred = quote?.decision?.outcome === 'referred';
  return (
    <div className="grid gap-4" data-testid="pre-approval">
      <h3 className="text-lg font-semibold" data-testid="decision">
        {!quote ? 'We will quote for you' : referred ? 'Referred to a lending specialist' : 'You are pre-approved'}
      </h3>
      <p className="text-neutral-700">
        {formatPrice(price)} over {term} year{term > 1 ? 's' : ''}.
        {quote ? ' This is an indicative decision; the lender confirms it when you apply.' : ' The lender could not give an instant decision just now; our finance team has your details and will call you.'}
      </p>
      {quote && (
        <>
          <QuoteFigures quote={quote} fortnightly loan={{ amount: price, termYears: term }} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-neutral-700">Term</dt>
            <dd className="text-right font-semibold">{term} year{term > 1 ? 's' : ''}</dd>
            <dt className="text-neutral-700">Establishment fee</dt>
            <dd className="text-right font-semibold">{quote.establishmentFee === undefined ? 'Set by the lender' : formatPrice(quote.establishmentFee)}</dd>
          </dl>
          {quote.decision && (
            <ul className="list-disc pl-5 text-neutral-700">
              {quote.decision.reasons.map((reason) => <li key={reason}>{reason}</li>)}
            </ul>
          )}
        </>
      )}
      <div>
        <h4 className="font-semibold">What happens next</h4>
        <p className="text-neutral-700">Apply with the lender on their secure site: your details go with you, so it takes a few minutes. The lender checks your credit and income and confirms your rate before anything is signed.</p>
      </div>
    </div>
  );
}
