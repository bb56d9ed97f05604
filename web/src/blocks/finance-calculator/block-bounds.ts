import type { SiteConfig } from '@dealer/schemas/content/site';
import { calculatorBounds, calculatorPolicyFor, clampToBounds, type CalculatorBounds } from '@/domain/finance-bounds';
import { QUICK_QUOTE_PRICE } from '@/domain/quick-quote';

/** SPEC 9 quick quote: the price starts at 30,000 (the block's default) and is clamped to 10,000–200,000. */
const QUICK_QUOTE_AMOUNT = { ...QUICK_QUOTE_PRICE, step: 500 } as const;

/**
 * The calculator block's sliders: the quick quote's price range, the tenant's term and interest
 * bounds (and interest lock) as on the vehicle page, starting at the block's price and rate
 * clamped into range, so an editor's typo can never start the slider off the scale.
 */
export function financeBlockBounds(
  site: Pick<SiteConfig, 'finance' | 'template'>,
  settings: { defaultAmount: number; defaultInterest: number },
): CalculatorBounds {
  const tenant = calculatorBounds(calculatorPolicyFor(site), null);
  const amount = { ...QUICK_QUOTE_AMOUNT, initial: clampToBounds(settings.defaultAmount, QUICK_QUOTE_AMOUNT) };
  // A locked rate is the dealer's advertised rate: the block cannot start elsewhere.
  const interest = tenant.interest.locked
    ? tenant.interest
    : { ...tenant.interest, initial: clampToBounds(settings.defaultInterest, tenant.interest) };
  return { amount, term: tenant.term, interest };
}
