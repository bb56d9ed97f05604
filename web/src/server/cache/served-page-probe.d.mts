// Types of served-page-probe.mjs (plain JavaScript: the route cache handler imports it at run time).
export type ServedPage = { stillFresh?: () => Promise<boolean> };
export function probeRequest(handle: () => void): ServedPage;
export function notePageServed(key: string, isStale: () => Promise<boolean>): void;
export function notePageStored(key: string): void;
