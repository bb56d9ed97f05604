/**
 * Text normalisation shared by indexing, querying and highlighting: lower case, diacritics
 * removed (é → e), words split on anything that is not a letter or digit, as Algolia's default
 * separators do. Words keep their offsets in the original text so highlights wrap original characters.
 */
export type Word = {
  /** Normalised form. */
  text: string;
  start: number;
  end: number;
  /** Original-text offset after each normalised character, for highlighting a prefix. */
  ends: number[];
};

const WORD_CHAR = /[\p{L}\p{N}]/u;
const COMBINING = /\p{M}/gu;
const COMBINING_TEST = /\p{M}/u;
const ASCII_SEPARATORS = /[^a-z0-9]+/;
const charCache = new Map<string, string>();

/** Normalised form of one character (may be empty, e.g. a lone combining mark). */
export function normalizeChar(ch: string): string {
  if (ch.length === 1 && ch.charCodeAt(0) < 128) {
    const code = ch.charCodeAt(0);
    return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  }
  let normal = charCache.get(ch);
  if (normal === undefined) {
    normal = ch.normalize('NFD').replace(COMBINING, '').toLowerCase();
    charCache.set(ch, normal);
  }
  return normal;
}

/** Words of a text with their original offsets. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  let current: Word | null = null;
  let offset = 0;
  for (const ch of text) {
    const next = offset + ch.length;
    if (WORD_CHAR.test(ch) || (current && COMBINING_TEST.test(ch))) {
      const normal = normalizeChar(ch);
      if (!current) current = { text: '', start: offset, end: next, ends: [] };
      current.text += normal;
      current.end = next;
      for (let i = 0; i < normal.length; i++) current.ends.push(next);
    } else if (current) {
      words.push(current);
      current = null;
    }
    offset = next;
  }
  if (current) words.push(current);
  return words;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

/** Normalised words of a text; indexing calls this for every value, so ASCII takes a fast path. */
export function textWords(text: string): string[] {
  if (isAscii(text)) return text.toLowerCase().split(ASCII_SEPARATORS).filter((word) => word !== '');
  return splitWords(text).map((word) => word.text);
}

/** Normalised words of any attribute value: strings, numbers, arrays of them. */
export function valueWords(value: unknown): string[] {
  if (typeof value === 'string') return textWords(value);
  if (typeof value === 'number' && Number.isFinite(value)) return textWords(String(value));
  if (Array.isArray(value)) return value.flatMap((item) => valueWords(item));
  return [];
}
