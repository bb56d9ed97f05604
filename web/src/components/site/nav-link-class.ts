/** A link in a navigation panel (a dropdown, the More menu, the brands mega menu). */
export const panelLinkClass = 'nav-panel-link';
