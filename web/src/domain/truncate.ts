/**
 * SPEC 9: dealer comments truncate at 400 characters (finance disclaimer at 197), with Show
 * More/Less. Cuts at the last word boundary before the limit so no word is split.
 */
export const COMMENTS_LIMIT = 400;
export const DISCLAIMER_LIMIT = 197;

export type Truncated = { text: string; truncated: boolean };

export function truncate(text: string, limit: number): Truncated {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return { text: `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`, truncated: true };
}
