/**
 * Typo tolerance the way Algolia counts it: one typo is an insertion, deletion, substitution or a
 * transposition of two neighbours; words of `minWordSizefor1Typo` letters allow one typo and of
 * `minWordSizefor2Typos` letters two. Distances are bounded: the work stops as soon as the bound
 * is exceeded, so scanning a dictionary stays cheap.
 */
export type TypoOptions = {
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  allowTyposOnNumericTokens: boolean;
};

const DIGITS = /^\d+$/;

export function maxTyposFor(word: string, options: TypoOptions): number {
  if (options.typoTolerance === false) return 0;
  if (!options.allowTyposOnNumericTokens && DIGITS.test(word)) return 0;
  if (word.length >= options.minWordSizefor2Typos) return 2;
  if (word.length >= options.minWordSizefor1Typo) return 1;
  return 0;
}

// Three reusable rows: distances only need the previous two rows (two for transpositions).
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

function ensureRows(size: number): void {
  if (size <= rowA.length) return;
  rowA = new Int32Array(size * 2);
  rowB = new Int32Array(size * 2);
  rowC = new Int32Array(size * 2);
}

/**
 * Optimal-string-alignment distance between `query` and `word` (or, with `prefix`, between `query`
 * and the closest prefix of `word`), or `max + 1` when it exceeds `max`.
 */
export function boundedDistance(query: string, word: string, max: number, prefix: boolean): number {
  const n = query.length;
  const m = prefix ? Math.min(word.length, n + max) : word.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && word.length < n - max) return max + 1;
  ensureRows(m + 1);
  let previous2 = rowA;
  let previous = rowB;
  let current = rowC;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const q = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const w = word.charCodeAt(j - 1);
      let cost = previous[j - 1]! + (q === w ? 0 : 1);
      const deletion = previous[j]! + 1;
      const insertion = current[j - 1]! + 1;
      if (deletion < cost) cost = deletion;
      if (insertion < cost) cost = insertion;
      if (i > 1 && j > 1 && q === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === w) {
        const transposition = previous2[j - 2]! + 1;
        if (transposition < cost) cost = transposition;
      }
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max) return max + 1;
    const spare = previous2;
    previous2 = previous;
    previous = current;
    current = spare;
  }
  let best = previous[m]!;
  if (prefix) for (let j = Math.max(0, n - max); j <= m; j++) best = Math.min(best, previous[j]!);
  return best > max ? max + 1 : best;
}

export type WordMatch = { typos: number; exact: boolean; prefixLength: number | null };

/**
 * How a query word matches an indexed word: exactly, as a prefix (the last query word by default),
 * or within the typo budget. `prefixLength` is the number of normalised characters to highlight
 * when only a prefix matched.
 */
export function matchWord(queryWord: string, word: string, prefix: boolean, options: TypoOptions): WordMatch | null {
  if (queryWord === word) return { typos: 0, exact: true, prefixLength: null };
  if (prefix && word.startsWith(queryWord)) return { typos: 0, exact: false, prefixLength: queryWord.length };
  const max = maxTyposFor(queryWord, options);
  if (max === 0) return null;
  const full = boundedDistance(queryWord, word, max, false);
  if (full <= max) return { typos: full, exact: false, prefixLength: null };
  if (!prefix) return null;
  const partial = boundedDistance(queryWord, word, max, true);
  return partial <= max ? { typos: partial, exact: false, prefixLength: Math.min(word.length, queryWord.length) } : null;
}
