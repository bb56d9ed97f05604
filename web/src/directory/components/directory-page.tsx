import type { SiteConfig } from '@dealer/schemas/content/site';
import { countLabel } from '@/search/result-count';
import { EmptyResults } from '@/search/components/empty-results';
import { DIRECTORY_HEADING } from '@/directory/directory-heading';
import type { DirectoryView } from '@/directory/directory-search';
import { DIRECTORY_PATH, directoryHref, type DirectoryState } from '@/directory/directory-request';
import { DirectoryFilters } from './directory-filters';
import { KeywordForm } from './keyword-form';
import { ListingLayout } from './listing-layout';
import { ListingPagination } from './listing-pagination';
import { ModelGrid } from './model-grid';

type Props = { site: SiteConfig; state: DirectoryState; view: DirectoryView; heading: string };

/** /models: the manufacturer and model directory (SPEC.md 2, 7), server-rendered from the URL. */
export function DirectoryPage({ site, state, view, heading }: Props) {
  return (
    <ListingLayout
      breadcrumbs={heading === DIRECTORY_HEADING ? [{ label: 'Home', href: '/' }, { label: 'Models' }] : [{ label: 'Home', href: '/' }, { label: 'Models', href: DIRECTORY_PATH }, { label: heading }]}
      heading={heading}
      intro={`Every model ${site.name} sells, with what is in stock now.`}
      filters={
        <>
          <KeywordForm action={DIRECTORY_PATH} label="Search models" query={state.query} keep={{ manufacturer: state.manufacturer, model: state.model, body: state.body }} />
          <DirectoryFilters state={state} facets={view.facets} />
        </>
      }
      count={countLabel(view.nbHits, 'model', 'models')}
      countId="directory-results"
      searchedAt={view.searchedAt}
    >
      {view.hits.length > 0 ? (
        <>
          <ModelGrid models={view.hits} />
          <ListingPagination page={view.page} nbPages={view.nbPages} href={(page) => directoryHref(state, { page })} />
        </>
      ) : (
        <EmptyResults refreshPath={DIRECTORY_PATH} />
      )}
    </ListingLayout>
  );
}
