import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * V8 compiles a function when it is first called, inside whatever task calls it, unless the script
 * says its functions all run on load ("explicit compile hints", Chrome 136+; other browsers read a
 * comment): then it compiles them with the script itself, on a background thread while the file
 * streams in, or in the script's own task before it runs. A page's first-load chunks are such
 * scripts: the framework, the runtime, each route's client components, nearly all called while
 * the page hydrates, where that compiling made long tasks (the turbopack runtime's module loader
 * spent ~30 ms at 1x compiling module factories inside hydration's tasks on a vehicle page).
 * Measured on 5 Dec 2026 (Lighthouse mobile, median of 5): Valley's vehicle page blocking time
 * 194 -> 79 ms, its contact page 156 -> 57. Chunks loaded later (a dialog's form, a lazy island)
 * keep the lazy default: much of their code may never run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

/** The files each route loads first, as the client reference manifests of the app routes name them. */
async function routeEntryFiles(distDir: string): Promise<string[]> {
  const appDir = join(distDir, 'server', 'app');
  // A build without app routes has no such folder; any other failure stops the build rather
  // than ship every page without its hints.
  const names = await readdir(appDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files: string[] = [];
  for (const name of names.filter((entry) => entry.endsWith('_client-reference-manifest.js'))) {
    const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    sandbox.globalThis = sandbox;
    runInNewContext(await readFile(join(appDir, name), 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) files.push(...Object.values(manifest.entryJSFiles ?? {}).flat());
  }
  return files;
}

/** Every chunk some page loads first: the root main files (framework, runtime) and each route's entries. */
export async function firstLoadChunks(distDir: string): Promise<string[]> {
  const build = JSON.parse(await readFile(join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const files = [...build.rootMainFiles ?? [], ...await routeEntryFiles(distDir)];
  return [...new Set(files.filter((file) => file.endsWith('.js')))].sort();
}

/**
 * Puts the compile hint at the top of each first-load chunk (once); returns how many it changed.
 * The hint is a line of its own, so browser source maps (off: productionBrowserSourceMaps) would
 * need their mappings moved down a line.
 */
export async function addCompileHints(distDir: string): Promise<number> {
  let changed = 0;
  for (const file of await firstLoadChunks(distDir)) {
    const path = join(distDir, file);
    const code = await readFile(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(path, COMPILE_HINT + code);
    changed += 1;
  }
  return changed;
}
