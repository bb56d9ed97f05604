/** SPEC 2: the finance page's right column without a car: the three steps to finance. */
const STEPS = [
  { title: 'Get a quick estimate', text: 'Tell us the price, the term and your credit history for an indicative repayment in seconds.' },
  { title: 'Get pre-approved', text: 'Verify your mobile and see the lender\'s decision with its rate, comparison rate, repayments and fees.' },
  { title: 'Apply with the lender', text: 'Finish your application on the lender\'s secure site. Our finance team stays with you until settlement.' },
] as const;

export function FinanceSteps() {
  return (
    <section aria-labelledby="finance-steps-heading" className="h-fit rounded-lg border border-neutral-300 p-5" data-testid="finance-steps">
      <h2 id="finance-steps-heading" className="text-lg font-semibold">Finance in three steps</h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand font-bold text-brand-foreground">{index + 1}</span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-neutral-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
