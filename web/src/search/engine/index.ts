/**
 * The embedded search engine: Algolia's REST protocol and query semantics in process.
 * `createSearchEngine` holds the indexes; `handleAlgoliaRequest` serves the REST paths (mount it
 * under `/api/search`); `createInProcessRequester` lets the real algoliasearch client call it
 * without a network hop; `configureVehicleIndexes` sets up the vehicle index and sort replicas.
 */
export { createSearchEngine, SearchApiError } from './engine';
export type {
  BatchOperation,
  BatchResponse,
  BrowseResponse,
  FacetSearchResponse,
  IndexSettings,
  MultiQueryRequest,
  SearchEngine,
  SearchOptions,
  SearchResponse,
  TaskResponse,
} from './engine';
export { handleAlgoliaRequest, type AlgoliaRequest, type AlgoliaResponse } from './protocol';
export { createInProcessRequester, type InProcessOptions } from './in-process-requester';
export {
  configureVehicleIndexes,
  PRICE_ASC_EXCLUDES_ZERO_FILTER,
  VEHICLE_FACETS,
  vehicleIndexNames,
  vehicleIndexSettings,
  type VehicleIndexNames,
} from './vehicle-indexes';
export { parseFilters } from './filter-parser';
export type { FilterNode } from './filter-ast';
