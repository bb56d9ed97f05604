import type { BlockComponent } from '../block-types';
import { FixedFeature } from '../fixed-feature/fixed-feature';

/** Fixed block: the budget search lives on the search page until it renders inline. */
export const BudgetSearch: BlockComponent<'budgetSearch'> = ({ heading, intro }) => (
  <FixedFeature heading={heading} intro={intro} fallbackHeading="Search by budget" href="/search/new-used-and-demo-cars" label="Find cars in my budget" />
);
