import { expect, it } from 'vitest';
import { regoText } from './rego-text';

const now = new Date('2026-06-01T00:00:00Z');
it.each([
  ['future', '2026-12-31', true, 'Expires on 31 December 2026'],
  ['future, tenant without unregistered', new Date('2027-01-15T00:00:00Z'), false, 'Expires on 15 January 2027'],
  ['past on a tenant that shows it', '2026-01-01', true, 'Unregistered'],
  ['past elsewhere', '2026-01-01', false, null],
  ['none', null, true, null],
  ['garbage', 'not a date', true, null],
] as const)('%s', (_name, expiry, showUnregistered, expected) => {
  expect(regoText(expiry, now, showUnregistered)).toBe(expected);
});

it.each([
  // 14:30 UTC on 31 December is already 1 January in Sydney (+11:00) and Brisbane (+10:00), still 31 December in Perth (+8:00).
  ['Australia/Sydney', 'Expires on 1 January 2027'],
  ['Australia/Brisbane', 'Expires on 1 January 2027'],
  ['Australia/Perth', 'Expires on 31 December 2026'],
])("the date is the site's own: %s", (zone, expected) => {
  expect(regoText(new Date('2026-12-31T14:30:00Z'), now, true, zone)).toBe(expected);
});
