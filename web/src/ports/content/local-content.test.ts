import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalContent } from './local-content';

const dir = mkdtempSync(join(tmpdir(), 'local-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const documents = [
  { _id: 'page-home', _type: 'page', title: 'Welcome' },
  { _id: 'drafts.page-home', _type: 'page', title: 'Welcome (edited)' },
  { _id: 'drafts.page-new', _type: 'page', title: 'Not yet published' },
  { _id: 'versions.r1.page-home', _type: 'page', title: 'Release copy' },
  { _id: 'page-about', _type: 'page', title: 'About' },
];
const path = join(dir, 'content.ndjson');
writeFileSync(path, documents.map((d) => JSON.stringify(d)).join('\n'));

const TITLES = '*[_type == "page"] | order(_id asc) { _id, title }';

describe('local content adapter perspectives', () => {
  const content = createLocalContent(path);

  it('shows published documents only, and never a draft id, by default', async () => {
    expect(await content.fetch(TITLES)).toEqual([
      { _id: 'page-about', title: 'About' },
      { _id: 'page-home', title: 'Welcome' },
    ]);
    expect(await content.fetch('*[_id in path("drafts.**")]')).toEqual([]);
  });

  it('shows the draft under the published id in draft mode, and unpublished drafts too', async () => {
    expect(await content.fetch(TITLES, {}, { perspective: 'drafts' })).toEqual([
      { _id: 'page-about', title: 'About' },
      { _id: 'page-home', title: 'Welcome (edited)' },
      { _id: 'page-new', title: 'Not yet published' },
    ]);
    expect(await content.fetch('*[_id == "page-home"][0]._originalId', {}, { perspective: 'drafts' })).toBe('drafts.page-home');
  });

  it('keeps the perspectives apart after both were read', async () => {
    expect(await content.fetch('*[_id == $id][0].title', { id: 'page-home' })).toBe('Welcome');
  });

  it('names the seed command when the dataset is missing', async () => {
    await expect(createLocalContent(join(dir, 'missing.ndjson')).fetch(TITLES)).rejects.toThrow('npm run seed');
  });
});
