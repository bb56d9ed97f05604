import { showsOtherMakesCount } from '../make-list';
import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { isSubscriptionSite } from '@/domain/price-display';
import type { StockSearchProps } from '@/search/components/stock-search';
import { searchPort } from '@/search/search-service';
import { LIST_ATTRIBUTES, RANGE_ATTRIBUTES, type ListAttribute, type RangeAttribute } from '../refinements';
import { siteSortOptions } from './sort-indexes';
import { bodyTileLimit } from '../body-tiles';
import { stockNoun } from '../stock-noun';
import { searchPromoNodes } from './page-promos';
import type { ResolvedSearch } from './resolve-search';
import { browserSearchConfig, registerServerSearch } from './ssr-search';

/** Attributes the filter panel shows (search/components/search-filters.tsx). */
const PANEL_LISTS: readonly ListAttribute[] = ['make', 'make_model', 'body', 'year', 'transmission', 'fuel', 'colour', 'city', 'location_name', 'filtered_features'];
const PANEL_RANGES: readonly RangeAttribute[] = ['price', 'km'];

/**
 * Whether the panel offers the weekly repayment range: where the site's cars state an estimate,
 * and not on a subscription site, whose cards lead with another weekly figure (its subscription).
 */
const offersWeeklyRepayment = (site: SiteConfig) => site.features.financeEstimate && !isSubscriptionSite(site);

/** Everything the stock search client component needs, resolved on the server. */
export async function stockSearchProps(site: SiteConfig, resolved: ResolvedSearch, fallbackHeading: string): Promise<StockSearchProps> {
  await registerServerSearch(site);
  const showCarType = site.carTypes.length > 1;
  const shown = new Set<string>([...PANEL_LISTS, ...(showCarType ? ['car_type'] : [])]);
  const { state } = resolved;
  // car_type always (counts and promo cards read it); dealership_name for /search/{dealer} paths.
  const hiddenLists = LIST_ATTRIBUTES.filter((attribute) =>
    !shown.has(attribute) && (attribute === 'car_type' || attribute === 'dealership_name' || (state.lists[attribute]?.length ?? 0) > 0));
  const weeklyRepayment = offersWeeklyRepayment(site);
  const panelRanges: readonly RangeAttribute[] = weeklyRepayment ? [...PANEL_RANGES, 'weekly_repayment'] : PANEL_RANGES;
  const hiddenRanges = RANGE_ATTRIBUTES.filter((attribute) => !panelRanges.includes(attribute) && state.ranges[attribute] !== undefined);
  const sorts = siteSortOptions(searchPort().indexName, site);
  // The page's own index is its Featured order: the URL leaves it out, as InstantSearch does.
  const primary = sorts[0]!.value;
  return {
    tenant: site.slug,
    site: { buttons: site.buttons, dealerships: site.dealerships, features: site.features, routes: site.routes, search: site.search, carTypes: site.carTypes, name: site.name, finance: { defaultLink: site.finance.defaultLink } },
    noun: stockNoun(site),
    heading: resolved.heading,
    fallbackHeading,
    now: new Date().toISOString(),
    settings: {
      primary,
      sorts,
      hitsPerPage: site.search.pageSize,
      siteFilter: site.search.searchFilters ?? null,
      bodyTiles: bodyTileLimit(site.search),
      budgetFlavour: site.search.budgetFlavour,
      otherMakesCount: showsOtherMakesCount(site.template),
      weeklyRepayment,
    },
    location: resolved.location,
    searchConfig: await browserSearchConfig(site),
    promoNodes: await searchPromoNodes(site),
    showCarType,
    hidden: { lists: hiddenLists, ranges: hiddenRanges },
  };
}
