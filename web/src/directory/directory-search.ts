import 'server-only';
import { searchPort } from '@/search/search-service';
import { toSlug } from '@/routes/vehicle-links';
import { directoryIndexName } from './records/directory-index';
import type { DirectoryRecord } from './records/directory-record';
import { DIRECTORY_ATTRIBUTES, directoryListing, parseDirectoryParams, type DirectoryState } from './directory-request';
import type { ModelPathVocabulary } from './model-path';
import { runListing, type ListingView } from './listing-search';

export type DirectoryView = ListingView<DirectoryRecord>;

/** One page of a tenant's models directory. */
export function searchDirectory(siteSlug: string, state: DirectoryState, hitsPerPage?: number): Promise<DirectoryView> {
  return runListing<DirectoryRecord>(siteSlug, directoryListing(state, directoryIndexName(searchPort().indexName), hitsPerPage));
}

/**
 * The makes and bodies of a tenant's directory, and the models of one make when `make` names one:
 * what /models/... paths may name.
 */
export async function directoryVocabulary(siteSlug: string, makeSlug?: string): Promise<ModelPathVocabulary> {
  const all = await searchDirectory(siteSlug, parseDirectoryParams({}), 0);
  const manufacturers = Object.keys(all.facets[DIRECTORY_ATTRIBUTES.manufacturer] ?? {});
  const bodies = Object.keys(all.facets[DIRECTORY_ATTRIBUTES.body] ?? {});
  const manufacturer = makeSlug ? manufacturers.find((name) => toSlug(name) === makeSlug) : undefined;
  if (!manufacturer) return { manufacturers, bodies };
  // A make's models fit on one page: dealers list dozens, not hundreds.
  const models = await searchDirectory(siteSlug, { ...parseDirectoryParams({}), manufacturer }, 1000);
  return { manufacturers, bodies, models: models.hits.map((hit) => ({ name: hit.model.name, slug: hit.model.slug, href: hit.href })) };
}
