import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments cite the functional specification by section ("SPEC 7"), and the specification is in
// the repository (docs/spec.md) so a reference leads somewhere. The shared copy beside the
// repository (../shared/spec/SPEC.md) stays the source; docs/spec.md must match it.

const root = fileURLToPath(new URL('../..', import.meta.url));
const spec = readFileSync(join(root, 'docs/spec.md'), 'utf8');

/** The shared specification, in the nearest `shared/spec/SPEC.md` above the repository. */
function sharedSpec(): string | null {
  for (let dir = dirname(root); dir !== dirname(dir); dir = dirname(dir)) {
    const path = join(dir, 'shared/spec/SPEC.md');
    if (existsSync(path)) return path;
  }
  return null;
}
const source = sharedSpec();

const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.md', '*.css'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && path !== 'docs/spec.md' && existsSync(join(root, path)));

describe('the specification the code cites', () => {
  it.runIf(source)('docs/spec.md is a copy of the shared specification (cp ../shared/spec/SPEC.md docs/spec.md)', () => {
    expect(spec).toBe(readFileSync(source!, 'utf8'));
  });

  it('every "SPEC n" reference names a section of docs/spec.md', () => {
    const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    expect(sections.size).toBeGreaterThan(5);
    const dangling = tracked.flatMap((path) =>
      [...readFileSync(join(root, path), 'utf8').matchAll(/\bSPEC(?:\.md)? (\d+)\b/g)]
        .filter((m) => !sections.has(m[1]))
        .map((m) => `${path}: ${m[0]}`));
    expect(dangling).toEqual([]);
  });

  it('comments cite the spec, never a ticket number', () => {
    const tickets = tracked.flatMap((path) =>
      readFileSync(join(root, path), 'utf8').split('\n').flatMap((line, i) =>
        /\b[Ii]ssues? #?\d+|\b[Tt]ickets? #?\d+/.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
    expect(tickets).toEqual([]);
  });
});
