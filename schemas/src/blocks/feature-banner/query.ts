export const FEATURE_BANNER_PROJECTION = `"items": items[] { _key, icon, heading, body, href }`;
