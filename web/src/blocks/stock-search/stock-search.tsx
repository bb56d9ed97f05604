import { searchHref } from '@/routes/vehicle-links';
import type { BlockComponent } from '../block-types';
import { FixedFeature } from '../fixed-feature/fixed-feature';

const PATHS = { all: 'new-used-and-demo-cars', new: 'new-cars', demo: 'demo-cars', used: 'used-cars', 'new-and-demo': 'new-and-demo-cars' } as const;

/** Fixed block: links to the stock search for the chosen car type (SPEC.md 2 routes). */
export const StockSearch: BlockComponent<'stockSearch'> = ({ heading, intro, carType, site }) => {
  const href = carType === 'used' && site.routes.usedCarPrefix ? searchHref(site.routes) : `/search/${PATHS[carType]}`;
  return <FixedFeature heading={heading} intro={intro} fallbackHeading="Search our stock" href={href} label="Search stock" />;
};
