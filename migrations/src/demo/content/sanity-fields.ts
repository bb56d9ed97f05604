/** Builders for Sanity field shapes as they appear in an NDJSON export. */

export type SanityReference = { _type: 'reference'; _ref: string };
export type SanitySlug = { _type: 'slug'; current: string };
export type SanityImage = { _type: 'image'; asset: SanityReference; alt: string };

export function reference(id: string): SanityReference {
  return { _type: 'reference', _ref: id };
}

export function keyedReference(id: string, key: string): SanityReference & { _key: string } {
  return { _type: 'reference', _ref: id, _key: key };
}

export function slugField(current: string): SanitySlug {
  return { _type: 'slug', current };
}

/** kebab-case slug: lower case, ASCII letters and digits, single dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Adds `_key` to each item, which Sanity requires for objects in arrays. */
export function keyed<T extends object>(prefix: string, items: readonly T[]): (T & { _key: string })[] {
  return items.map((item, index) => ({ _key: `${prefix}${index + 1}`, ...item }));
}

export type LinkInput = readonly [label: string, href: string];

export function links(prefix: string, list: readonly LinkInput[]): { _key: string; label: string; href: string }[] {
  return keyed(prefix, list.map(([label, href]) => ({ label, href })));
}
