export const SALES_COUNTER_PROJECTION = `heading, intro, label`;
