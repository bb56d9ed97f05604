/**
 * The tenant filter of the content indexes (models directory, offers): their records carry the
 * site slug and nothing else decides visibility, unlike vehicles (see `tenant-filter.ts`).
 * Quoted so a slug can never be read as filter syntax.
 */
export function siteFilter(siteSlug: string): string {
  return `site_slug:"${siteSlug.replace(/["\\]/g, '')}"`;
}
