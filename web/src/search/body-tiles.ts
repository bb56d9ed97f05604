import type { SiteConfig } from '@dealer/schemas/content/site';

/** SPEC 9: the body filter shows 4 tiles, 20 on a site with its own (custom) body types. */
const BODY_TILES = 4;
const BODY_TILES_CUSTOM = 20;

/** How many body tiles the site's filter shows: one custom body type is enough to need the longer list. */
export function bodyTileLimit(search: Pick<SiteConfig['search'], 'customBodies'>): number {
  return search.customBodies.length > 0 ? BODY_TILES_CUSTOM : BODY_TILES;
}
