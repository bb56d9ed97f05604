import { COMPARISON_BASIS_TEXT, COMPARISON_RATE_WARNING } from '@/domain/finance-constants';

/**
 * SPEC 9: every comparison rate is shown with its basis ($30,000 over 5 years) and the warning,
 * at the size of the text that states the rate (never smaller).
 */
export function ComparisonRateWarning({ className = 'text-xs leading-4' }: { className?: string }) {
  return (
    <p className={`text-neutral-700 ${className}`} data-testid="comparison-warning">
      {COMPARISON_BASIS_TEXT} {COMPARISON_RATE_WARNING}
    </p>
  );
}
