import type { SiteConfig } from '@dealer/schemas/content/site';
import { OtherCalculatorForm } from './other-calculator-form';
import { otherCalculatorSettings } from './other-calculator-settings';

type Props = { site: Pick<SiteConfig, 'finance'>; heading?: string; intro?: string | null };

/** The other calculator (SPEC 5) within a site's finance settings, on the finance pages. */
export function SiteOtherCalculator({ site, heading, intro }: Props) {
  return <OtherCalculatorForm heading={heading} intro={intro} {...otherCalculatorSettings(site.finance)} />;
}
