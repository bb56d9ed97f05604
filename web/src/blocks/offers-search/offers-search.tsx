import type { BlockComponent } from '../block-types';
import { FixedFeature } from '../fixed-feature/fixed-feature';

/** Fixed block: links to the special offers search. */
export const OffersSearch: BlockComponent<'offersSearch'> = ({ heading, intro }) => (
  <FixedFeature heading={heading} intro={intro} fallbackHeading="Special offers" href="/special-offers" label="View special offers" />
);
