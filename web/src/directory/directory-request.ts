import { DIRECTORY_PAGE_SIZE } from './records/directory-index';
import { listingSearch, readPage, readParam, readQuery, type ListingQuery } from './listing-request';

/** The directory's URL (SPEC.md 2: /models?body={body type}): one parameter per filter, query and page. */
export type DirectoryState = {
  query: string;
  page: number;
  manufacturer: string | null;
  model: string | null;
  body: string | null;
};

export type DirectoryFilter = 'manufacturer' | 'model' | 'body';

/** URL parameter → index attribute (SPEC.md 7: manufacturer.name, model.name, model.body). */
export const DIRECTORY_ATTRIBUTES: Record<DirectoryFilter, string> = {
  manufacturer: 'manufacturer.name',
  model: 'model.name',
  body: 'model.body',
};

export const DIRECTORY_PATH = '/models';

type Params = Record<string, string | string[] | undefined>;

export function parseDirectoryParams(params: Params): DirectoryState {
  return {
    query: readQuery(params),
    page: readPage(params),
    manufacturer: readParam(params, 'manufacturer'),
    model: readParam(params, 'model'),
    body: readParam(params, 'body'),
  };
}

/** The URL of a directory state; any change of filter or query goes back to page 1 (SPEC.md 2). */
export function directoryHref(state: DirectoryState, change: Partial<DirectoryState> = {}, path = DIRECTORY_PATH): string {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  return `${path}${listingSearch({ manufacturer: next.manufacturer, model: next.model, body: next.body, query: next.query.trim(), page: next.page })}`;
}

export const hasDirectoryRefinements = (state: DirectoryState) =>
  Boolean(state.query.trim() || state.manufacturer || state.model || state.body);

export function directoryListing(state: DirectoryState, indexName: string, hitsPerPage = DIRECTORY_PAGE_SIZE): ListingQuery {
  return {
    indexName,
    hitsPerPage,
    query: state.query,
    page: state.page,
    refinements: {
      [DIRECTORY_ATTRIBUTES.manufacturer]: state.manufacturer,
      [DIRECTORY_ATTRIBUTES.model]: state.model,
      [DIRECTORY_ATTRIBUTES.body]: state.body,
    },
    facets: [DIRECTORY_ATTRIBUTES.manufacturer, DIRECTORY_ATTRIBUTES.body],
  };
}
