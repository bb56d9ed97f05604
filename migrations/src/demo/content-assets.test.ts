import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../database';
import { migrate } from '../migrate';
import { contentAssetsDir, removeUnreferencedUploads } from './content-assets';

let database: OpenDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database);
  dataDir = mkdtempSync(join(tmpdir(), 'content-assets-'));
  // Migrating an empty PGlite takes a while on a busy machine.
}, 300_000);
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const KEPT = `${'a'.repeat(40)}-800x500.png`;
const DROPPED = `${'b'.repeat(40)}-800x500.png`;
const FILE = `${'c'.repeat(40)}.pdf`;

/** An upload as the lake stores it: the file, and (when still wanted) its asset document. */
async function upload(kind: 'images' | 'files', name: string, described: boolean): Promise<void> {
  const folder = join(contentAssetsDir(dataDir), kind, 'production');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), 'bytes');
  if (!described) return;
  const id = `${kind === 'images' ? 'image' : 'file'}-${name.replace('.', '-')}`;
  const document = { _id: id, _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset', url: `/content-assets/${kind}/production/${name}` };
  await database.db.insertInto('content_documents').values({ dataset: 'production', id, type: document._type, rev: 'r1', document: JSON.stringify(document), updated_at: new Date() }).execute();
}

describe('removeUnreferencedUploads', () => {
  it('removes the uploads no asset document names (and half-written files), keeping those still described', async () => {
    await upload('images', KEPT, true);
    await upload('images', DROPPED, false);
    await upload('images', `${DROPPED}.123.tmp`, false);
    await upload('files', FILE, false);
    expect(await removeUnreferencedUploads(database.db, dataDir)).toBe(3);
    expect(readdirSync(join(contentAssetsDir(dataDir), 'images', 'production'))).toEqual([KEPT]);
    expect(readdirSync(join(contentAssetsDir(dataDir), 'files', 'production'))).toEqual([]);
  });

  it('removes every upload once the lake is reset to the demo (no asset document left)', async () => {
    await database.db.deleteFrom('content_documents').execute();
    expect(await removeUnreferencedUploads(database.db, dataDir)).toBe(1);
    expect(existsSync(join(contentAssetsDir(dataDir), 'images', 'production', KEPT))).toBe(false);
  });

  it('does nothing on a machine that never uploaded anything', async () => {
    expect(await removeUnreferencedUploads(database.db, join(dataDir, 'never-uploaded'))).toBe(0);
  });
});
