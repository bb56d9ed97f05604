import type { SlugIsUniqueValidator } from 'sanity';

export const DUPLICATE_SLUG_MESSAGE = 'Another document of this site already uses this slug. Choose a different one.';

/**
 * Slugs are unique per tenant, not per dataset: two dealers may both have an "about-us" page.
 * Drafts and the published copy of the same document count as one.
 */
export const isUniqueWithinSite: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context;
  const siteRef = (document as { site?: { _ref?: string } } | undefined)?.site?._ref;
  if (!document || !slug) return true;
  const id = document._id.replace(/^drafts\./, '');
  const count = await getClient({ apiVersion: '2025-01-01' }).fetch<number>(
    `count(*[_type == $type && slug.current == $slug && site._ref == $site && !(_id in [$id, $draft])])`,
    { type: document._type, slug, site: siteRef ?? null, id, draft: `drafts.${id}` },
  );
  return count === 0;
};
