/** SPEC 2: the four steps of Get Finance. */
export const FINANCE_STEPS = ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'] as const;

export function StepList({ current }: { current: number }) {
  return (
    <ol className="grid grid-cols-4 gap-2 text-center text-sm" aria-label="Steps">
      {FINANCE_STEPS.map((title, index) => (
        <li key={title} aria-current={index === current ? 'step' : undefined}
          className={`rounded-md border-b-4 px-1 pb-1 ${index <= current ? 'border-brand font-semibold' : 'border-neutral-300 text-neutral-700'}`}>
          <span className="sr-only">Step {index + 1}: </span>{title}
        </li>
      ))}
    </ol>
  );
}
