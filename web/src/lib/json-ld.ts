/** JSON for a <script> tag: `<` escaped so no value can close the script element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
