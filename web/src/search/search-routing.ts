import type { UiState } from 'instantsearch.js';
import type { InstantSearchNextRouting } from 'react-instantsearch-nextjs';
import { EMPTY_STATE, type SearchState } from './refinements';
import { searchStateHref } from './search-href';
import { parseSearchLocation, searchSegments, type LocationContext } from './search-location';
import { fromIndexUiState, toIndexUiState } from './ui-state';

/** What the page hands InstantSearch's history router (components/use-navigation-updates.ts). */
export type NavigationHooks = {
  /** InstantSearch's `start`: gives the callback that makes it read the URL again. */
  start: (onUpdate: () => void) => void;
  /** InstantSearch's `push`: writes its URL into the history. */
  push: (url: string) => void;
};

/**
 * InstantSearch's routing for the stock search pages: the URLs are exactly the ones the server
 * renders (path segments for type/make/model/body, then query, one parameter per filter, sortBy,
 * page), so a refreshed, shared or back/forward URL shows the same state.
 */
export function searchRouting(primary: string, context: LocationContext, navigation?: NavigationHooks): InstantSearchNextRouting<UiState, SearchState> {
  return {
    router: {
      // Follows Next's navigations (components/use-navigation-updates.ts) in place of the library's own.
      ...navigation,
      // The widgets debounce themselves (300 ms text, 400 ms sliders); the URL follows at once.
      writeDelay: 0,
      // Leaving the page for a car must not rewrite the URL the shopper is going to.
      cleanUrlOnDispose: false,
      createURL: ({ routeState, location }) => `${location.origin}${searchStateHref(routeState, context)}`,
      parseURL: ({ location }) => parseLocationState(location.pathname, location.search, context),
    },
    stateMapping: {
      stateToRoute: (uiState) => fromIndexUiState(uiState[primary], primary),
      routeToState: (routeState) => ({ [primary]: toIndexUiState(routeState, primary) }),
    },
  };
}

/** A URL's state; a path this tenant does not stock (only reachable by editing history) reads as no refinement. */
export function parseLocationState(pathname: string, search: string, context: LocationContext): SearchState {
  const parsed = parseSearchLocation(searchSegments(pathname), new URLSearchParams(search), context);
  return parsed?.state ?? { ...EMPTY_STATE, lists: {}, ranges: {} };
}
