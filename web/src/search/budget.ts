/**
 * Budget search (SPEC 4, 5, 9): estimate = repayment x (12 monthly, else 52) x 5 + deposit,
 * indicative only. Inputs: non-numeric becomes 0, clamped 0 to 1,000,000. Results are cars with a
 * price over 1000 up to the estimate; with no usable estimate the max price falls back to 100000.
 */
export type Frequency = 'weekly' | 'monthly';

export const BUDGET_MAX_INPUT = 1_000_000;
export const BUDGET_DEFAULTS = { repayment: { monthly: 600, weekly: 200 }, deposit: 2000 } as const;
export const BUDGET_MIN_PRICE = 1000;
export const BUDGET_MAX_PRICE_FALLBACK = 100_000;
const YEARS = 5;

/** A typed amount → a whole number of dollars in range ('$1,2x0' → 120). */
export function parseBudgetInput(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.min(Math.max(Math.round(text), 0), BUDGET_MAX_INPUT) : 0;
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) return 0;
  return Math.min(Number(digits.slice(0, 9)), BUDGET_MAX_INPUT);
}

export function budgetEstimate(input: { repayment: number; deposit: number; frequency: Frequency }): number {
  const perYear = input.frequency === 'monthly' ? 12 : 52;
  return parseBudgetInput(input.repayment) * perYear * YEARS + parseBudgetInput(input.deposit);
}

/** The max price searched: the estimate, or the fallback when there is none. */
export const budgetMaxPrice = (estimate: number) => (estimate > 0 ? estimate : BUDGET_MAX_PRICE_FALLBACK);

/** The price range a budget search refines by ('1001:max'): price greater than 1000. */
export const budgetPriceRange = (estimate: number) => ({ min: BUDGET_MIN_PRICE + 1, max: budgetMaxPrice(estimate) });

export const budgetFilter = (estimate: number) => `price > ${BUDGET_MIN_PRICE} AND price <= ${budgetMaxPrice(estimate)}`;

/**
 * The search button: disabled with '0 {cars} Found' when the budget is below the cheapest car in
 * the current results; otherwise it goes to the results.
 */
export function budgetButton(estimate: number, lowestPrice: number | null, noun: string): { disabled: boolean; label: string } {
  if (lowestPrice !== null && estimate < lowestPrice) return { disabled: true, label: `0 ${noun} Found` };
  return { disabled: false, label: `Show Me ${noun}` };
}
