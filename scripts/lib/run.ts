import { spawn, type SpawnOptions } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A binary installed in the workspace root (tsx, vitest, eslint, tsc, playwright, node 24). */
export const rootBin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
/** A binary of one workspace package (next lives in web). */
export const packageBin = (pkg: string, name: string) => join(repoRoot, pkg, 'node_modules', '.bin', name);

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and exits this process with its code when it fails. */
export async function runOrExit(label: string, command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** Seeds the demo data into DATA_DIR (or .data) unless it is already current. */
export function seedIfStale(options: SpawnOptions = {}): Promise<number> {
  return run(rootBin('tsx'), ['src/seed-cli.ts', '--if-stale'], { cwd: join(repoRoot, 'migrations'), ...options });
}

/** `next start` of the production build on a port. */
export function nextStartArgs(port: string): [string, string[], SpawnOptions] {
  return [packageBin('web', 'next'), ['start', '-p', port], { cwd: join(repoRoot, 'web') }];
}
