import type { SiteConfig } from '@dealer/schemas/content/site';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { EmptyResults } from '@/components/search/empty-results';
import { DIRECTORY_HEADING } from '@/directory/directory-heading';
import type { DirectoryView } from '@/directory/directory-search';
import { DIRECTORY_PATH, directoryHref, type DirectoryState } from '@/directory/directory-request';
import { DirectoryFilters } from './directory-filters';
import { KeywordForm } from './keyword-form';
import { ListingPagination } from './listing-pagination';
import { ModelGrid } from './model-grid';

type Props = { site: SiteConfig; state: DirectoryState; view: DirectoryView; heading: string };

const countText = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'model' : 'models'}`;

/** /models: the manufacturer and model directory (SPEC.md 2, 7), server-rendered from the URL. */
export function DirectoryPage({ site, state, view, heading }: Props) {
  return (
    <div className="container-page py-8 md:py-12">
      <Breadcrumbs items={heading === DIRECTORY_HEADING ? [{ label: 'Home', href: '/' }, { label: 'Models' }] : [{ label: 'Home', href: '/' }, { label: 'Models', href: DIRECTORY_PATH }, { label: heading }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">Every model {site.name} sells, with what is in stock now.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters" className="flex flex-col gap-6">
          <KeywordForm action={DIRECTORY_PATH} label="Search models" query={state.query} keep={{ manufacturer: state.manufacturer, model: state.model, body: state.body }} />
          <DirectoryFilters state={state} facets={view.facets} />
        </aside>
        <section aria-labelledby="directory-results">
          <h2 id="directory-results" className="mb-4 text-lg font-semibold">{countText(view.nbHits)}</h2>
          {view.hits.length > 0 ? (
            <>
              <ModelGrid models={view.hits} />
              <ListingPagination page={view.page} nbPages={view.nbPages} href={(page) => directoryHref(state, { page })} />
            </>
          ) : (
            <EmptyResults refreshPath={DIRECTORY_PATH} />
          )}
        </section>
      </div>
    </div>
  );
}
