/** A link in a navigation panel (a dropdown, the More menu, the brands mega menu). */
export const panelLinkClass = 'flex min-h-11 items-center gap-3 rounded-md px-3 text-neutral-900 hover:bg-neutral-100';
