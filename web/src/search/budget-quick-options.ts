import { BUDGET_MIN_PRICE } from './budget';

/**
 * SPEC 9 budget search quick money options: nine values from $5,000 to $70,000, and $300,000
 * to $800,000 for the luxury flavour (the site's `search.budgetFlavour`). Each goes to the results
 * up to that price, with the budget search's price floor (over $1,000).
 */
export type BudgetFlavour = 'standard' | 'luxury';

export const QUICK_MONEY_OPTIONS: Record<BudgetFlavour, readonly number[]> = {
  standard: [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000],
  luxury: [300_000, 350_000, 400_000, 450_000, 500_000, 550_000, 600_000, 700_000, 800_000],
};

/** The price range a quick option searches: over $1,000, up to the option. */
export const quickMoneyRange = (amount: number) => ({ min: BUDGET_MIN_PRICE + 1, max: amount });
