import { monthlyFromWeekly } from '@/domain/finance-maths';
import { formatPrice } from '@/lib/format';
import type { LocalLenderCustomer } from '@/ports/finance-quote/local-finance-quote';
import { ComparisonRateWarning } from '../components/comparison-rate-warning';

const CREDIT: Record<string, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' };

/**
 * The local lender's application page: where Apply to lender lands in the embedded demo, showing
 * the customer the dealer site sent (SPEC 7 `data`) and the lender's decision, as a hosted
 * lender's own form would start filled in.
 */
export function LocalLenderPage({ customer, siteName }: { customer: LocalLenderCustomer; siteName: string }) {
  const { data, quote } = customer;
  const rows: [string, string][] = [
    ['First name', String(data.firstName ?? '')],
    ['Last name', String(data.lastName ?? '')],
    ['Email', String(data.email ?? '')],
    ['Mobile', String(data.phoneNumber ?? '')],
    ['Postcode', String(data.postCode ?? '')],
    ['Purchase price', formatPrice(Number(data.purchasePrice))],
    ['Loan term', `${String(data.loanTerm)} years`],
    ['Credit history', CREDIT[String(data.selfAssessedCreditScore)] ?? ''],
    ['Vehicle', [data.year, data.vin].filter(Boolean).join(' · ') || 'Not chosen yet'],
    ['Offers by email', data.subscribe ? 'Yes' : 'No'],
  ];
  return (
    <div className="container-page max-w-3xl py-8 md:py-12" data-testid="lender-application">
      <p className="text-sm font-semibold tracking-wide text-neutral-700 uppercase">Local lender · demo</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Your finance application</h1>
      <p className="mt-3 text-lg text-neutral-700">{siteName} sent us your details. Check them, then finish your application.</p>
      <dl className="mt-6 grid grid-cols-[minmax(0,12rem)_1fr] gap-x-4 gap-y-2 rounded-lg border border-neutral-300 p-5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-700">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="decision-heading" className="mt-6 rounded-lg border border-neutral-300 p-5">
        <h2 id="decision-heading" className="text-xl font-semibold">{quote.decision?.outcome === 'referred' ? 'Referred to a lending specialist' : 'Pre-approved'}</h2>
        <p className="mt-2">
          {formatPrice(quote.weeklyRepaymentAmount)} per week ({formatPrice(monthlyFromWeekly(quote.weeklyRepaymentAmount))} per month) at {quote.advertisedRate}% p.a.,
          comparison rate {quote.comparisonRate}% p.a.*
        </p>
        <ul className="mt-2 list-disc pl-5 text-neutral-700">
          {quote.decision?.reasons.map((reason) => <li key={reason}>{reason}</li>)}
        </ul>
        <ComparisonRateWarning className="mt-3 text-sm" />
      </section>
      <p className="mt-6 font-mono text-xs text-neutral-600">application {customer.id}</p>
    </div>
  );
}
