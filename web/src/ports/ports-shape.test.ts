import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every outside service is a port of the same shape (README "Ports and their hosted services"):
// an interface in `<port>-port.ts`, its adapters beside it, and one contract suite in
// tests/contract/<port>.contract.test.ts run against the embedded adapter and the hosted one.

const ports = fileURLToPath(new URL('.', import.meta.url));
const contracts = fileURLToPath(new URL('../../../tests/contract', import.meta.url));
const names = readdirSync(ports, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/** Ports still short of the shape, and what is missing. Remove an entry once it is fixed. */
const KNOWN_GAPS: Record<string, string> = {
  auth: 'no auth-port.ts interface yet (the GoTrue adapter is being built)',
};

const gaps = (name: string) => [
  ...(existsSync(join(ports, name, `${name}-port.ts`)) ? [] : [`${name}: no ${name}-port.ts`]),
  ...(existsSync(join(contracts, `${name}.contract.test.ts`)) ? [] : [`${name}: no tests/contract/${name}.contract.test.ts`]),
];

describe('ports', () => {
  it('each has an interface and a contract suite', () => {
    expect(names.length).toBeGreaterThan(6);
    expect(names.filter((name) => !(name in KNOWN_GAPS)).flatMap(gaps)).toEqual([]);
  });

  it('the known gaps are still gaps (else take them off the list)', () => {
    for (const name of Object.keys(KNOWN_GAPS)) expect(gaps(name), name).not.toEqual([]);
  });
});
