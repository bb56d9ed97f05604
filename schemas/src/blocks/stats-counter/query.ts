export const STATS_COUNTER_PROJECTION = `heading, "stats": stats[] { _key, value, label }`;
