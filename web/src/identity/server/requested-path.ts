/** The header the proxy sets on every page request: the path the visitor asked for (a client cannot choose it). */
export const REQUESTED_PATH_HEADER = 'x-dealer-path';
