import type { IndexUiState } from 'instantsearch.js';
import { formatRangeParam, parseRangeParam } from './range-param';
import { EMPTY_STATE, isListAttribute, isRangeAttribute, type SearchState } from './refinements';

/**
 * Our search state (what the URL says, SPEC 3) ⇄ InstantSearch's index UI state (what the widgets
 * read and write). The two carry the same things: query, 1-based page, sortBy as an index name,
 * refinementList per list attribute and range as 'min:max' text, so the mapping is lossless.
 * `primary` is the main index: InstantSearch leaves sortBy out for it, and so does the URL.
 */
export function toIndexUiState(state: SearchState, primary: string): IndexUiState {
  const refinementList = Object.fromEntries(Object.entries(state.lists).filter(([, values]) => values && values.length > 0));
  const range = Object.fromEntries(
    Object.entries(state.ranges).flatMap(([attribute, value]) => {
      const text = formatRangeParam(value);
      return text ? [[attribute, text]] : [];
    }),
  );
  return {
    ...(state.query.trim() ? { query: state.query.trim() } : {}),
    ...(state.page > 1 ? { page: state.page } : {}),
    ...(state.sortBy && state.sortBy !== primary ? { sortBy: state.sortBy } : {}),
    ...(Object.keys(refinementList).length > 0 ? { refinementList } : {}),
    ...(Object.keys(range).length > 0 ? { range } : {}),
  };
}

export function fromIndexUiState(ui: IndexUiState | undefined, primary: string): SearchState {
  const state: SearchState = { ...EMPTY_STATE, lists: {}, ranges: {} };
  if (!ui) return state;
  state.query = (ui.query ?? '').trim();
  state.page = typeof ui.page === 'number' && ui.page > 1 ? Math.floor(ui.page) : 1;
  state.sortBy = ui.sortBy && ui.sortBy !== primary ? ui.sortBy : null;
  for (const [attribute, values] of Object.entries(ui.refinementList ?? {})) {
    if (isListAttribute(attribute) && values.length > 0) state.lists[attribute] = [...values];
  }
  for (const [attribute, text] of Object.entries(ui.range ?? {})) {
    const range = isRangeAttribute(attribute) ? parseRangeParam(text) : null;
    if (range && isRangeAttribute(attribute)) state.ranges[attribute] = range;
  }
  return state;
}
