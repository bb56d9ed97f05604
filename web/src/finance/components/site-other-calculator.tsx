import type { SiteConfig } from '@dealer/schemas/content/site';
import { otherCalculatorBounds, otherCalculatorPolicy } from '@/domain/other-calculator';
import { OtherCalculatorForm } from './other-calculator-form';

type Props = { site: Pick<SiteConfig, 'finance'>; heading?: string; intro?: string | null };

/** The other calculator (SPEC 5) within a site's finance settings: its minimum price, rate range and lock, starting at its rate. */
export function SiteOtherCalculator({ site, heading, intro }: Props) {
  return (
    <OtherCalculatorForm
      heading={heading}
      intro={intro}
      bounds={otherCalculatorBounds(otherCalculatorPolicy(site.finance))}
      interestLocked={site.finance.interestLocked}
      defaultInterest={site.finance.defaultInterest}
    />
  );
}
