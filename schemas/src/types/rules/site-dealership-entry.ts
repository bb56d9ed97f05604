/**
 * Rules for a site's per-dealership settings (SPEC 6). An entry only takes effect when its slug is
 * one of the site's dealership slugs, and the site reads the first entry for a slug, so an unknown
 * or repeated slug would be a setting that silently does nothing: the Studio refuses both.
 */
type Entry = { _key?: string; dealershipSlug?: unknown; hidden?: unknown };
/** The site document being edited (the validator's `context.document`), read only for these two lists. */
type SiteLike = { dealershipSlugs?: unknown; dealerships?: unknown };

export const DUPLICATE_DEALERSHIP_MESSAGE = 'This dealership already has settings earlier in the list. Keep one entry per dealership and remove this one.';
export const ALL_DEALERSHIPS_HIDDEN_MESSAGE = 'Every dealership of this site is hidden, so it would list no cars and no locations. Show at least one.';

export function unknownDealershipMessage(slug: string, known: readonly string[]): string {
  const choices = known.length > 0 ? ` Use one of: ${known.join(', ')}.` : ' Add it under Dealership slugs first.';
  return `"${slug}" is not one of this site's dealership slugs.${choices}`;
}

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const entriesOf = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter((v): v is Entry => typeof v === 'object' && v !== null) : []);

/** The rule of one entry's slug; `entryKey` is the entry's `_key` (its place in the list). Empty slugs are the required rule's. */
export function dealershipEntryRule(slug: unknown, document: object | undefined, entryKey: string | undefined): true | string {
  if (typeof slug !== 'string' || slug === '') return true;
  const site = document as SiteLike | undefined;
  const known = stringsOf(site?.dealershipSlugs);
  if (!known.includes(slug)) return unknownDealershipMessage(slug, known);
  const entries = entriesOf(site?.dealerships);
  const first = entries.find((entry) => entry.dealershipSlug === slug);
  if (first && entryKey !== undefined && first._key !== entryKey) return DUPLICATE_DEALERSHIP_MESSAGE;
  return true;
}

/** The rule of the whole list: hiding every dealership the site lists leaves a site with nothing to show. */
export function dealershipListRule(value: unknown, document: object | undefined): true | string {
  const site = document as SiteLike | undefined;
  const known = stringsOf(site?.dealershipSlugs);
  if (known.length === 0) return true;
  const hidden = new Set(entriesOf(value).filter((entry) => entry.hidden === true).map((entry) => entry.dealershipSlug));
  return known.every((slug) => hidden.has(slug)) ? ALL_DEALERSHIPS_HIDDEN_MESSAGE : true;
}
