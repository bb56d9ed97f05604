import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the local editor's token is kept, under the data folder (never committed). */
export function editorTokenPath(dataDir: string): string {
  return join(dataDir, 'content-lake', 'editor-token');
}

/**
 * The local Content Lake's editor token: read from `<data dir>/content-lake/editor-token`, or
 * made (random, readable by this user only) the first time. `npm start` prints it and gives it
 * to the Studio it serves; writes without it are refused. No imports outside Node, so the start
 * script can read it too.
 */
export function editorToken(dataDir: string): string {
  const path = editorTokenPath(dataDir);
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const token = `sk${randomBytes(32).toString('hex')}`;
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${token}\n`, { mode: 0o600 });
  renameSync(temp, path);
  return token;
}
