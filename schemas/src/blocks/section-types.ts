import type { PAGE_QUERY_RESULT } from '../sanity.types';

/** A page section as PAGE_QUERY returns it, straight from the generated types. */
export type PageSection = NonNullable<PAGE_QUERY_RESULT>['sections'][number];
/** Every block `_type` the page schema allows: the set the web registry must cover. */
export type SectionType = PageSection['_type'];
export type GeneratedSection<K extends SectionType> = Extract<PageSection, { _type: K }>;
