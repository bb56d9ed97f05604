import { COMPARISON_BASIS_TEXT, COMPARISON_RATE_WARNING } from '@/domain/finance-constants';

/**
 * SPEC 9: every comparison rate is shown with its basis ($30,000 over 5 years) and the warning,
 * at the size of the text that states the rate (never smaller). `testId`: null for an unseen copy
 * that only holds space.
 */
export function ComparisonRateWarning({ className = 'text-xs leading-4', testId = 'comparison-warning' }: { className?: string; testId?: string | null }) {
  return (
    <p className={`text-neutral-700 ${className}`} data-testid={testId ?? undefined}>
      {COMPARISON_BASIS_TEXT} {COMPARISON_RATE_WARNING}
    </p>
  );
}
