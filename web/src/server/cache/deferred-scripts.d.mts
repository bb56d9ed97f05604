// Types of deferred-scripts.mjs (plain JavaScript: the route cache handler imports it at run time).
export const PAGE_CODE_ID: string;
export const GIVE_UP_AFTER_MS: number;
export const SLICE_MS: number;
export function startPageCode(listId: string, giveUpAfterMs: number, sliceMs: number): void;
export function deferredScripts(html: string): { scripts: string[]; preloads: string[] } | null;
export function withDeferredScripts(html: string): string;
