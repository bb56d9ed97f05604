import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Next inlines a page's RSC payload in <script> tags as JSON strings, which escape each of its
// ~6,000 double quotes; patched Next (patches/next@16.4.6.patch) writes them as single-quoted
// JavaScript strings instead. This checks the patched encoder itself, read from the runtime
// that renders the pages: whatever a payload holds, the browser reads back exactly that text, and
// nothing in it can end the <script> element or start a comment in the HTML around it.
const runtime = readFileSync(createRequire(import.meta.url).resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'), 'utf8');
const source = /\*\/(function c\(e\)\{return"'"\+e\.replace\(.*?\)\+"'"\})/.exec(runtime.slice(runtime.indexOf('dealer-platform patch: flight data')))?.[1];
const encode = source ? (new Function(`return ${source}`)() as (text: string) => string) : null;

/** What a browser makes of the encoded string inside `self.__next_f.push([1, …])`. */
const decode = (literal: string) => new Function(`return ${literal}`)() as string;

const samples = [
  '1:"$Sreact.fragment"\n2:I[567365,["$2"],"default"]\n',
  "Sorry, we can't find that page",
  'a back\\slash, a \\" quoted quote and \\u0041 an escape',
  '</script><script>alert(1)</script><!-- a comment -->',
  'Tom & Jerry > Spike',
  'line\rbreaks\u2028and\u2029separators\ttab\0nul\u001f',
  'emoji 🚗 and a lone \ud83d high and \ude97 low surrogate',
];

describe('flight data strings (patched Next)', () => {
  it('are in the runtime that renders pages', () => {
    expect(encode, 'the patched encoder was not found in app-page-turbo.runtime.prod.js').not.toBeNull();
    expect(runtime).toContain('e="[1,"+(0,d.sq)(t)+"]"');
    expect(runtime).toContain('a="[1,"+(0,n.sq)(r)+"]"');
  });

  it.each(samples)('read back exactly as written: %j', (text) => {
    const literal = encode!(text);
    expect(literal.startsWith("'") && literal.endsWith("'")).toBe(true);
    expect(decode(literal)).toBe(text);
    // Nothing that can close the script, open a comment or break the line in the HTML.
    expect(literal).not.toMatch(/[<>&\r\n\u2028\u2029]/);
    // Valid UTF-8 once written: lone surrogates are escapes, not characters.
    expect(literal).not.toMatch(/[\ud800-\udfff]/u);
  });

  it('leave double quotes as they are, where JSON would escape each', () => {
    const payload = '["$","div",null,{"className":"contents","children":"x"}]';
    expect(encode!(payload)).toBe(`'${payload}'`);
    expect(encode!(payload).length).toBeLessThan(JSON.stringify(payload).length - 10);
  });
});
