import { describeToken, tokenize, type Token, type TokenType } from './filter-lexer';
import { negateOperator, type FilterNode, type FilterParse, type NumericOperator } from './filter-ast';
import { SEARCH_LIMITS } from './request-limits';

/**
 * Algolia's `filters` grammar. OR binds tighter than AND (`a AND b OR c` is `a AND (b OR c)`), an OR
 * may only join filters of one type (facet, numeric or tag), NOT applies to a single filter, and an
 * AND group may not be an operand of an OR. The last rule is enforced the way Algolia's own parser
 * does: once a group holding AND has closed, no later OR is accepted, which is why Algolia rejects
 * `((a AND b) AND (c OR d))` although it is logically fine. Errors come back as values, never thrown.
 */
export function parseFilters(input: string): FilterParse {
  const parsed = parseFilterExpression(input);
  return parsed.ok ? parsed : { ok: false, message: `filters: ${parsed.message}` };
}

/** Same grammar without the `filters: ` prefix, for callers that report under another parameter. */
export function parseFilterExpression(input: string): FilterParse {
  if (input.trim() === '') return { ok: true, filter: null };
  // Sizes are checked before the lexer runs, so no filter costs more than its bounded length.
  if (input.length > SEARCH_LIMITS.filterChars) {
    return { ok: false, message: `Filter exceeds the limit of ${SEARCH_LIMITS.filterChars.toLocaleString('en-AU')} characters` };
  }
  try {
    const tokens = tokenize(input);
    const long = tokens.find((token) => token.value.length > SEARCH_LIMITS.filterTokenChars);
    if (long) return { ok: false, message: `Filter value exceeds the limit of ${SEARCH_LIMITS.filterTokenChars} characters at col ${long.pos}` };
    const parser = new Parser(tokens);
    const filter = parser.parseAnd();
    parser.expect('eof', 'end of filter');
    return { ok: true, filter };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, message: error.message };
    throw error;
  }
}

type TermType = 'facet' | 'numeric' | 'tag';
type Level = { kind: 'and' | 'or'; usedOperator: boolean };

const TYPE_HINT: Record<TermType, string> = {
  tag: 'Expected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value',
  facet: 'Expected a facet filter which needs to have this form:\n - facet_name:facet_value',
  numeric:
    'Expected a numeric filter which needs to have one of the following form:\n - numeric_attr_name=10\n' +
    ' - numeric_attr_name>10\n - numeric_attr_name>=10\n - numeric_attr_name<10\n - numeric_attr_name<=10\n' +
    ' - numeric_attr_name!=10\n - numeric_attr_name:10 TO 20',
};
const AND_IN_OR = 'filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';

class FilterSyntaxError extends Error {}

class Parser {
  private index = 0;
  private readonly levels: Level[] = [];
  private lastClosed: Level['kind'] | null = null;
  private lastTermType: TermType = 'tag';
  private depth = 0;
  private conditions = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const token = this.peek();
    if (this.index < this.tokens.length - 1) this.index++;
    return token;
  }

  expect(type: TokenType, expected: string): Token {
    const token = this.peek();
    if (token.type !== type) this.unexpected(token, expected);
    return this.next();
  }

  private unexpected(token: Token, expected: string): never {
    throw new FilterSyntaxError(`Unexpected token ${describeToken(token)} expected ${expected} at col ${token.pos}`);
  }

  parseAnd(): FilterNode {
    const level: Level = { kind: 'and', usedOperator: false };
    this.levels.push(level);
    const children: FilterNode[] = [];
    for (;;) {
      children.push(this.parseOr());
      if (this.peek().type !== 'and') break;
      this.next();
      level.usedOperator = true;
      const enclosingOr = this.levels.slice(0, -1).some((outer) => outer.kind === 'or' && outer.usedOperator);
      if (enclosingOr) throw new FilterSyntaxError(AND_IN_OR);
    }
    return this.close(level, children);
  }

  private parseOr(): FilterNode {
    const level: Level = { kind: 'or', usedOperator: false };
    this.levels.push(level);
    const children: FilterNode[] = [];
    let type: TermType | null = null;
    for (;;) {
      children.push(this.parseTerm());
      if (type !== null && this.lastTermType !== type) {
        throw new FilterSyntaxError(`Different types are not allowed in the same OR.\n${TYPE_HINT[type]}`);
      }
      type = this.lastTermType;
      if (this.peek().type !== 'or') break;
      this.next();
      level.usedOperator = true;
      if (this.lastClosed === 'and') throw new FilterSyntaxError(AND_IN_OR);
    }
    return this.close(level, children);
  }

  private close(level: Level, children: FilterNode[]): FilterNode {
    this.levels.pop();
    if (level.usedOperator) this.lastClosed = level.kind;
    if (children.length === 1) return children[0]!;
    // Nested groups of the same operator flatten, so evaluation walks fewer nodes.
    const flat = children.flatMap((child) => (child.kind === level.kind ? child.children : [child]));
    return { kind: level.kind, children: flat };
  }

  private parseTerm(): FilterNode {
    if (this.peek().type === 'lparen') {
      if (++this.depth > SEARCH_LIMITS.filterDepth) {
        throw new FilterSyntaxError(`Filter groups may not be nested deeper than ${SEARCH_LIMITS.filterDepth} levels`);
      }
      this.next();
      const group = this.parseAnd();
      this.expect('rparen', "')'");
      this.depth--;
      return group;
    }
    if (++this.conditions > SEARCH_LIMITS.filterConditions) {
      throw new FilterSyntaxError(`Number of filter conditions exceeds the limit of ${SEARCH_LIMITS.filterConditions}`);
    }
    const negated = this.peek().type === 'not';
    if (negated) this.next();
    const name = this.peek();
    if (name.type !== 'string' && name.type !== 'number') this.unexpected(name, 'filter');
    this.next();
    const after = this.peek();
    if (after.type === 'op' && !this.atScoreOption()) return this.parseComparison(name.value, negated);
    if (after.type === 'colon') return this.parseFacetOrRange(name.value, negated);
    this.skipScoreOption();
    this.lastTermType = 'tag';
    return { kind: 'tag', value: name.value, negated };
  }

  private parseComparison(attribute: string, negated: boolean): FilterNode {
    const operator = this.next().value as NumericOperator;
    const value = this.expect('number', 'numeric');
    this.lastTermType = 'numeric';
    return { kind: 'numeric', attribute, operator: negated ? negateOperator(operator) : operator, value: Number(value.value) };
  }

  private parseFacetOrRange(attribute: string, negated: boolean): FilterNode {
    this.next();
    const value = this.peek();
    if (value.type !== 'string' && value.type !== 'number') this.unexpected(value, 'string');
    this.next();
    if (value.type === 'number' && this.peek().type === 'to') {
      this.next();
      const upper = this.expect('number', 'numeric');
      this.lastTermType = 'numeric';
      return { kind: 'range', attribute, lower: Number(value.value), upper: Number(upper.value), outside: negated };
    }
    this.skipScoreOption();
    if (attribute === '_tags') {
      this.lastTermType = 'tag';
      return { kind: 'tag', value: value.value, negated };
    }
    this.lastTermType = 'facet';
    return { kind: 'facet', attribute, value: value.value, negated };
  }

  private atScoreOption(): boolean {
    const open = this.peek();
    const name = this.peek(1);
    return open.type === 'op' && open.value === '<' && name.type === 'string' && name.value === 'score';
  }

  /** `<score=N>` only weighs optional filters in Algolia's ranking; the syntax is accepted and ignored. */
  private skipScoreOption(): void {
    if (!this.atScoreOption()) return;
    this.next();
    this.next();
    const equals = this.peek();
    if (equals.type !== 'op' || equals.value !== '=') this.unexpected(equals, '"="');
    this.next();
    this.expect('number', 'numeric');
    const close = this.peek();
    if (close.type !== 'op' || close.value !== '>') this.unexpected(close, "'>'");
    this.next();
  }
}
