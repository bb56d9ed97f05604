/** Fixed block: the locations come from LOCATIONS_QUERY at render time. */
export const LOCATIONS_PROJECTION = `heading, filter`;
