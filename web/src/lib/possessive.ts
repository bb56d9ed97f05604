/**
 * The possessive of a name in Australian English: "Riverside Toyota's", but "Valley Used Cars'"
 * (a name ending in s takes the apostrophe alone). Every "{dealer}'s" in the app comes from here.
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return trimmed;
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
