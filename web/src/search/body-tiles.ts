/** SPEC 9: the body filter shows 4 tiles, 20 on a site with its own (custom) body types. */
export const BODY_TILES = 4;
export const BODY_TILES_CUSTOM = 20;
