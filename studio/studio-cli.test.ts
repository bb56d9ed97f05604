import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const studioDir = fileURLToPath(new URL('.', import.meta.url));
const schemasDir = join(studioDir, '..', 'schemas');
const sanity = join(studioDir, 'node_modules', '.bin', 'sanity');
// Offline by design: no telemetry, no update checks; project id and dataset are placeholders.
const env = { ...process.env, DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1', CI: 'true' };
const cli = (args: string[]) => run(sanity, args, { cwd: studioDir, env, maxBuffer: 32 * 1024 * 1024 });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * The Sanity CLI steps the project relies on, run offline: `sanity build` succeeds, and the
 * committed schema.json and sanity.types.ts are exactly what `schema extract` and `typegen
 * generate` produce from the current schema (so nobody hand-edits or forgets to regenerate;
 * fix with `npm run content:typegen`).
 */
describe('Sanity CLI (offline)', () => {
  it('sanity build produces the Studio with its block thumbnails', async () => {
    const out = join(dir, 'dist');
    await cli(['build', '--yes', out]);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'static', 'block-previews', 'hero.svg'))).toBe(true);
  });

  it('the generated schema and types are up to date', async () => {
    const schema = join(dir, 'schema.json');
    const types = join(dir, 'sanity.types.ts');
    // The CLI joins --path onto the working directory even when it is absolute: pass it relative.
    await cli(['schema', 'extract', '--enforce-required-fields', '--force', '--path', relative(studioDir, schema)]);
    const config = join(dir, 'sanity-typegen.json');
    await writeFile(config, JSON.stringify({ path: '../schemas/src/**/*.ts', schema: relative(studioDir, schema), generates: relative(studioDir, types), overloadClientMethods: false }));
    await cli(['typegen', 'generate', '--config-path', config]);
    expect(JSON.parse(await readFile(schema, 'utf8'))).toEqual(JSON.parse(await readFile(join(schemasDir, 'schema.json'), 'utf8')));
    // Source comments name the schema file; compare the types themselves.
    const strip = (text: string) => text.replace(/^\/\/ Source: .*$/gm, '');
    expect(strip(await readFile(types, 'utf8'))).toBe(strip(await readFile(join(schemasDir, 'src', 'sanity.types.ts'), 'utf8')));
  });

  it('finds the content migrations in migrations/sanity', async () => {
    const { stdout } = await cli(['migration', 'list']);
    expect(stdout).toContain('fill-promo-strict-display');
  });
});
