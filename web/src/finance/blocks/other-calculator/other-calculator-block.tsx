import type { BlockComponent } from '../../../blocks/shared/block-types';
import { otherCalculatorSettings } from '../../components/other-calculator-settings';
import { LazyOtherCalculatorForm } from './lazy-other-calculator-form';

/**
 * Fixed block: the finance pages' other calculator (SPEC 5: purchase price, deposit or trade-in,
 * residual, term, rate, frequency; out-of-range entries clamp, non-numbers are stripped) on a
 * content page, with the editor's heading and intro.
 */
export const OtherCalculator: BlockComponent<'otherCalculator'> = ({ heading, intro, site }) => (
  <section className="block-section">
    <div className="max-w-3xl">
      <LazyOtherCalculatorForm heading={heading || undefined} intro={intro} {...otherCalculatorSettings(site.finance)} />
    </div>
  </section>
);
