import type { BlockComponent } from '../block-types';
import { FixedFeature } from '../fixed-feature/fixed-feature';

/** Fixed block: links to the finance page, which hosts the calculator. */
export const FinanceCalculator: BlockComponent<'financeCalculator'> = ({ heading, intro, defaultAmount }) => (
  <FixedFeature heading={heading} intro={intro} fallbackHeading="Finance calculator" href={`/finance?vehiclePriceBudget=${defaultAmount}`} label="Calculate repayments" />
);
