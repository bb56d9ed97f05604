import type { SiteConfig } from '@dealer/schemas/content/site';
import { otherCalculatorBounds, otherCalculatorPolicy } from '@/domain/other-calculator';

/** The other calculator's form settings from a site's finance settings (SPEC 5): its minimum price, rate range and lock, starting at its rate. */
export function otherCalculatorSettings(finance: SiteConfig['finance']) {
  return {
    bounds: otherCalculatorBounds(otherCalculatorPolicy(finance)),
    interestLocked: finance.interestLocked,
    defaultInterest: finance.defaultInterest,
  };
}
