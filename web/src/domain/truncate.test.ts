import { expect, it } from 'vitest';
import { truncate } from './truncate';

it.each([
  ['short', 'hello world', 400, { text: 'hello world', truncated: false }],
  ['exactly at the limit', 'a'.repeat(400), 400, { text: 'a'.repeat(400), truncated: false }],
  ['one over, no spaces', 'a'.repeat(401), 400, { text: `${'a'.repeat(400)}...`, truncated: true }],
  ['word boundary', 'aaaa bbbb cccc', 12, { text: 'aaaa bbbb...', truncated: true }],
  ['trims', '  hi  ', 400, { text: 'hi', truncated: false }],
] as const)('%s', (_name, text, limit, expected) => {
  expect(truncate(text, limit)).toEqual(expected);
});
