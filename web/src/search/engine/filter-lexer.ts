/**
 * Tokens of Algolia's `filters` syntax. Positions are 0-based columns, reported in error messages
 * the way Algolia does (`... at col 12`), so a filter that fails here fails the same way in production.
 */
export type TokenType =
  | 'string'
  | 'number'
  | 'and'
  | 'or'
  | 'not'
  | 'to'
  | 'lparen'
  | 'rparen'
  | 'colon'
  | 'op'
  | 'empty'
  | 'incomplete'
  | 'eof';

export type Token = { type: TokenType; value: string; pos: number };

const WHITESPACE = new Set([' ', '\n', '\r', '\t', '\f']);
// Characters that end an unquoted word; `!` only when it starts `!=`.
const WORD_BREAK = new Set(['(', ')', ':', '=', '<', '>', '"', "'"]);
// A Map, not an object literal: `constructor` or `toString` in a filter are words, not keywords.
const KEYWORDS = new Map<string, TokenType>([['AND', 'and'], ['OR', 'or'], ['NOT', 'not'], ['TO', 'to']]);
// Each part of these patterns can match a given character in only one way (`\d+(?:\.\d*)?` rather
// than `\d+\.?\d*`), so a long run of digits cannot make them backtrack quadratically.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// `num:123TO456` is valid Algolia syntax: a range glued to its bounds.
const GLUED_RANGE = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))TO([+-]?(?:\d+(?:\.\d*)?|\.\d+))$/;

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (WHITESPACE.has(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', value: ch, pos: start });
      i++;
      continue;
    }
    if (ch === ':') {
      tokens.push({ type: 'colon', value: ':', pos: start });
      i++;
      continue;
    }
    if (ch === '<' || ch === '>' || ch === '=' || (ch === '!' && input[i + 1] === '=')) {
      const two = input.slice(i, i + 2);
      const op = two === '<=' || two === '>=' || two === '!=' ? two : ch;
      tokens.push({ type: 'op', value: op, pos: start });
      i += op.length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const quoted = readQuoted(input, i, ch);
      if (quoted === null) {
        tokens.push({ type: 'incomplete', value: '', pos: start });
        break;
      }
      i = quoted.end;
      // Algolia reports an empty quoted string one column after its opening quote.
      if (quoted.value.length === 0) tokens.push({ type: 'empty', value: '', pos: start + 1 });
      else tokens.push({ type: 'string', value: quoted.value, pos: start });
      continue;
    }
    const word = readWord(input, i);
    i = word.end;
    pushWord(tokens, word.value, word.escaped, start);
  }
  tokens.push({ type: 'eof', value: '', pos: input.length });
  return tokens;
}

function pushWord(tokens: Token[], value: string, escaped: boolean, pos: number): void {
  const keyword = escaped ? undefined : KEYWORDS.get(value);
  if (keyword) {
    tokens.push({ type: keyword, value, pos });
    return;
  }
  const glued = escaped ? null : GLUED_RANGE.exec(value);
  if (glued) {
    tokens.push({ type: 'number', value: glued[1]!, pos });
    tokens.push({ type: 'to', value: 'TO', pos: pos + glued[1]!.length });
    tokens.push({ type: 'number', value: glued[2]!, pos: pos + glued[1]!.length + 2 });
    return;
  }
  tokens.push({ type: !escaped && NUMBER.test(value) ? 'number' : 'string', value, pos });
}

function readQuoted(input: string, start: number, quote: string): { value: string; end: number } | null {
  let value = '';
  let i = start + 1;
  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '\\') {
      if (i + 1 >= input.length) return null;
      value += input[i + 1];
      i += 2;
      continue;
    }
    if (ch === quote) return { value, end: i + 1 };
    value += ch;
    i++;
  }
  return null;
}

function readWord(input: string, start: number): { value: string; end: number; escaped: boolean } {
  let value = '';
  let escaped = false;
  let i = start;
  while (i < input.length) {
    const ch = input[i]!;
    // A backslash escapes the next character, except whitespace: then it stays literal and the
    // whitespace still ends the word (`a\ AND b` is the tag `a\`, like Algolia's own lexer).
    if (ch === '\\' && i + 1 < input.length && !WHITESPACE.has(input[i + 1]!)) {
      value += input[i + 1];
      escaped = true;
      i += 2;
      continue;
    }
    if (ch === '\\') {
      value += ch;
      escaped = true;
      i++;
      continue;
    }
    if (WHITESPACE.has(ch) || WORD_BREAK.has(ch) || (ch === '!' && input[i + 1] === '=')) break;
    value += ch;
    i++;
  }
  return { value, end: i, escaped };
}

/** How Algolia names a token in `Unexpected token ...` messages. */
export function describeToken(token: Token): string {
  switch (token.type) {
    case 'string':
      return `string(${token.value.replace(/\n/g, '\u21b5')})`;
    case 'number':
      return `numeric(${token.value})`;
    case 'empty':
      return 'empty string';
    case 'incomplete':
      return 'incomplete string';
    case 'eof':
      return 'end of filter';
    case 'op':
      return token.value;
    default:
      return `'${token.value}'`;
  }
}
