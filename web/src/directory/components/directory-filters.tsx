import { DIRECTORY_ATTRIBUTES, directoryHref, type DirectoryState } from '@/directory/directory-request';
import type { FacetCounts } from '@/directory/listing-request';
import { bodyLabel } from '@/search/body-label';
import { FacetLinks, type FacetOption } from './facet-links';

/** One option per facet value (alphabetical), plus "All" first, which clears the filter. */
function options(counts: Record<string, number> | undefined, selected: string | null, label: (value: string) => string, href: (value: string | null) => string, allLabel: string): FacetOption[] {
  const values = Object.keys(counts ?? {}).sort((a, b) => label(a).localeCompare(label(b), 'en-AU'));
  // A value from the URL with no models still shows as selected, so it can be cleared.
  if (selected && !values.includes(selected)) values.unshift(selected);
  if (values.length === 0) return [];
  return [
    { label: allLabel, href: href(null), selected: !selected },
    ...values.map((value) => ({ label: label(value), href: href(value), count: counts?.[value] ?? 0, selected: value === selected })),
  ];
}

/** The directory's filters (SPEC.md 7): manufacturer and body type as links. */
export function DirectoryFilters({ state, facets }: { state: DirectoryState; facets: FacetCounts }) {
  return (
    <div className="flex flex-col gap-6">
      <FacetLinks
        title="Body type"
        options={options(facets[DIRECTORY_ATTRIBUTES.body], state.body, bodyLabel, (body) => directoryHref(state, { body }), 'All body types')}
      />
      <FacetLinks
        title="Make"
        options={options(facets[DIRECTORY_ATTRIBUTES.manufacturer], state.manufacturer, (name) => name, (manufacturer) => directoryHref(state, { manufacturer, model: null }), 'All makes')}
      />
    </div>
  );
}
