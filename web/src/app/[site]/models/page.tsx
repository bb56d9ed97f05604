import type { Metadata } from 'next';
import { DirectoryPage } from '@/directory/components/directory-page';
import { directoryHeading } from '@/directory/directory-heading';
import { directoryHref, parseDirectoryParams, type DirectoryState } from '@/directory/directory-request';
import { searchDirectory } from '@/directory/directory-search';
import { findSite, requireSite } from '../require-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /models?body={body type} is a landing page of its own; other filters, keywords and pages are variants. */
function seo(state: DirectoryState): Pick<Metadata, 'alternates' | 'robots'> {
  const landing = directoryHref({ ...state, query: '', manufacturer: null, model: null, page: 1 });
  const isLanding = !state.query && !state.manufacturer && !state.model && state.page === 1;
  return { alternates: { canonical: landing }, ...(isLanding ? {} : { robots: { index: false, follow: true } }) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await findSite((await params).site);
  if (!site) return {};
  const state = parseDirectoryParams(await searchParams);
  const view = await searchDirectory(site.slug, state).catch(() => null);
  return {
    title: directoryHeading(state, view?.facets ?? {}),
    description: `Browse every model ${site.name} sells and see what is in stock.`,
    ...seo(state),
  };
}

/** The manufacturer and model directory (SPEC.md 2, 7), 21 models a page. */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const state = parseDirectoryParams(await searchParams);
  const view = await searchDirectory(site.slug, state);
  return <DirectoryPage site={site} state={state} view={view} heading={directoryHeading(state, view.facets)} />;
}
