// Types of critical-css.mjs (plain JavaScript: the route cache handler imports it at run time).
export function requiredClasses(selector: string): string[];
export function needsHover(selector: string): boolean;
export function pageClasses(html: string): Set<string>;
export function withCriticalCss(html: string): string;
