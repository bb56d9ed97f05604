import { execFile } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILES, renderManifest } from '../../scripts/lib/block-manifest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// Offline by design: no telemetry, no update checks (as studio/studio-cli.test.ts).
const env = { ...process.env, DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1', CI: 'true' };

/** Files generated from the block folders or the schema: a developer never writes them. */
const GENERATED = new Set<string>([...Object.values(MANIFEST_FILES), 'schemas/schema.json', 'schemas/src/sanity.types.ts']);

describe('block manifest', () => {
  it('the committed manifest files are what the block folders generate (else run `npm run content:typegen`)', () => {
    for (const [path, content] of renderManifest(root)) expect(readFileSync(join(root, path), 'utf8'), path).toBe(content);
  });
});

/** The recipe's code blocks in schemas/README.md "Add a block": each opens with `// <path>`. */
function recipeFiles(): { path: string; content: string }[] {
  const readme = readFileSync(join(root, 'schemas/README.md'), 'utf8');
  const recipe = readme.slice(readme.indexOf('## Add a block'));
  return [...recipe.matchAll(/```tsx?\n\/\/ (\S+)\n([\s\S]*?)```/g)].map((m) => ({ path: m[1]!, content: m[2]! }));
}

/**
 * A copy of the packages a block touches (schemas, studio, web sources) in a temp folder. Their
 * node_modules are folders of links to the real ones, except the workspace links (`@dealer/*`),
 * which keep pointing inside the copy.
 */
function copyRepository(to: string): void {
  const skip = new Set(['node_modules', 'dist', '.sanity', '.next']);
  const copy = (path: string) => cpSync(join(root, path), join(to, path), { recursive: true, filter: (src) => !skip.has(src.split('/').pop()!) });
  for (const path of ['package.json', 'tsconfig.base.json', 'schemas', 'studio', 'web/src', 'web/package.json', 'web/tsconfig.json', 'web/vitest.config.ts']) copy(path);
  symlinkSync(join(root, 'migrations'), join(to, 'migrations'));
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'));
  for (const pkg of ['schemas', 'studio', 'web']) {
    const modules = join(root, pkg, 'node_modules');
    mkdirSync(join(to, pkg, 'node_modules'));
    for (const entry of readdirSync(modules)) {
      if (entry === '@dealer') {
        mkdirSync(join(to, pkg, 'node_modules', entry));
        for (const link of readdirSync(join(modules, entry))) symlinkSync(readlinkSync(join(modules, entry, link)), join(to, pkg, 'node_modules', entry, link));
      } else {
        symlinkSync(join(modules, entry), join(to, pkg, 'node_modules', entry));
      }
    }
  }
}

/** Files of the copy that differ from the repository, or are new (links and node_modules aside). */
function changedFiles(copy: string, dir = copy): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || lstatSync(path).isSymbolicLink()) return [];
    if (lstatSync(path).isDirectory()) return changedFiles(copy, path);
    const original = join(root, relative(copy, path));
    return !existsSync(original) || readFileSync(original, 'utf8') !== readFileSync(path, 'utf8') ? [relative(copy, path)] : [];
  });
}

describe('adding a block through the recipe (schemas/README.md "Add a block")', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'block-recipe-'));
    copyRepository(copy);
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is three hand-written files and one command, and the result builds and renders', { timeout: 600_000 }, async () => {
    const files = recipeFiles();
    expect(files.map((f) => f.path)).toHaveLength(3);
    for (const { path, content } of files) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), content);
    }

    // Step 4, `npm run content:typegen`, in the copy.
    for (const [path, content] of renderManifest(copy)) writeFileSync(join(copy, path), content);
    const sanity = (args: string[]) => run(join(copy, 'studio/node_modules/.bin/sanity'), args, { cwd: join(copy, 'studio'), env, maxBuffer: 32 * 1024 * 1024 });
    await sanity(['schema', 'extract', '--enforce-required-fields', '--force', '--path', '../schemas/schema.json']);
    await sanity(['typegen', 'generate']);

    // Nothing else was written by hand: every other change is generated.
    const handWritten = changedFiles(copy).filter((path) => !GENERATED.has(path));
    expect(handWritten.sort()).toEqual(files.map((f) => f.path).sort());
    const types = readFileSync(join(copy, 'schemas/src/sanity.types.ts'), 'utf8');
    expect(types).toContain('_type: "trustBadges"');

    // Builds: the schema package (contracts against the generated types) and the web registry
    // with everything it imports (a block without a component, or with the wrong props, fails).
    await run(bin('tsc'), ['--noEmit', '-p', join(copy, 'schemas')]);
    writeFileSync(join(copy, 'web/tsconfig.registry.json'), JSON.stringify({ extends: './tsconfig.json', include: ['src/types/*.d.ts'], files: ['src/blocks/registry.tsx'] }));
    await run(bin('tsc'), ['--noEmit', '-p', join(copy, 'web/tsconfig.registry.json')]);

    // Renders: PAGE_QUERY projects its fields, and the block renders its fixture and minimal document.
    const vitest = (dir: string, test: string) => run(bin('vitest'), ['run', '--reporter=verbose', '--root', join(copy, dir), test], { env, maxBuffer: 32 * 1024 * 1024 });
    await vitest('schemas', 'src/blocks/block-projections.test.ts');
    const { stdout } = await vitest('web', 'src/blocks/block-fixtures.test.tsx');
    expect(stdout).toMatch(/trustBadges renders its fixture/);
  });
});
