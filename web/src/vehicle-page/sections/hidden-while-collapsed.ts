/**
 * The class for items beyond a ShowMore's initial limit: they stay in the HTML (crawlable) and are
 * hidden while the ShowMore around them is collapsed. It lives outside the client module on
 * purpose: a server component that imports a constant from a 'use client' file receives a client
 * reference, not the string, and the items were never hidden.
 */
export const HIDDEN_WHILE_COLLAPSED = 'group-data-[expanded=false]/more:hidden';
