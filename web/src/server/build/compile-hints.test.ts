import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from './compile-hints';

let distDir: string;
const chunk = (name: string) => join(distDir, 'static', 'chunks', name);
const clientManifest = (route: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles: entries })};\n`;

beforeEach(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
  await mkdir(join(distDir, 'static', 'chunks'), { recursive: true });
  await mkdir(join(distDir, 'server', 'app', '[site]', 'cars', '[slug]'), { recursive: true });
  await writeFile(join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'], polyfillFiles: ['static/chunks/polyfills.js'] }));
  await writeFile(join(distDir, 'server', 'app', '[site]', 'cars', '[slug]', 'page_client-reference-manifest.js'), clientManifest('/[site]/cars/[slug]/page', {
    '[project]/src/app/[site]/layout': ['static/chunks/layout.js', 'static/chunks/site.css'],
    '[project]/src/app/[site]/cars/[slug]/page': ['static/chunks/vehicle-page.js'],
  }));
  for (const name of ['framework.js', 'turbopack-runtime.js', 'polyfills.js', 'layout.js', 'vehicle-page.js', 'enquiry-dialog.js']) await writeFile(chunk(name), `console.log(${JSON.stringify(name)});\n`);
});

afterEach(() => rm(distDir, { recursive: true, force: true }));

describe('compile hints on the chunks pages load first', () => {
  it('lists the root main files and every route entry script, not stylesheets or lazy chunks', async () => {
    expect(await firstLoadChunks(distDir)).toEqual(['static/chunks/framework.js', 'static/chunks/layout.js', 'static/chunks/turbopack-runtime.js', 'static/chunks/vehicle-page.js']);
  });

  it('puts the hint at the top of each first-load chunk, once, and leaves the rest as built', async () => {
    expect(await addCompileHints(distDir)).toBe(4);
    expect(await readFile(chunk('vehicle-page.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("vehicle-page.js");\n`);
    expect(await readFile(chunk('framework.js'), 'utf8')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(await readFile(chunk('enquiry-dialog.js'), 'utf8')).toBe('console.log("enquiry-dialog.js");\n');
    expect(await readFile(chunk('polyfills.js'), 'utf8')).toBe('console.log("polyfills.js");\n');
    // A second run (the hook of a build that reused its output) adds nothing.
    expect(await addCompileHints(distDir)).toBe(0);
    expect(await readFile(chunk('layout.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("layout.js");\n`);
  });
});
