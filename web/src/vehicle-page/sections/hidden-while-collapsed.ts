/**
 * The class for items beyond a ShowMore's initial limit: they stay in the HTML (crawlable) and are
 * hidden while the ShowMore around them is collapsed. It lives outside the client module on
 * purpose: a server component that imports a constant from a 'use client' file receives a client
 * reference, not the string, and the items were never hidden. A class of app/globals.css: a short
 * name, as a vehicle page repeats it on a dozen items, in its HTML and again in its RSC payload.
 */
export const HIDDEN_WHILE_COLLAPSED = 'collapsed-hidden';
