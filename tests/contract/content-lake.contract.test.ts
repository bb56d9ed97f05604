import { randomUUID } from 'node:crypto';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../support/client-status';
import { LAKE_EDITOR_TOKEN, startLocalContentLake, type LocalContentLake } from '../support/local-content-lake';

/**
 * The local Content Lake's contract: @sanity/client itself against it (always) and against a
 * real Sanity project when SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN are set
 * (documents of a `contractTest` type, deleted afterwards). Checks of the app's own limits and
 * publish hook run on the local one only (content-lake-local.contract.test.ts).
 */
const API_VERSION = '2025-06-01';
type Target = { name: string; client: (token?: string | null) => SanityClient; local: boolean };

let lake: LocalContentLake;
beforeAll(async () => {
  lake = await startLocalContentLake([{ _id: 'seeded', _type: 'contractTest', title: 'Seeded' }]);
});
afterAll(async () => {
  await lake?.close();
});

const targets: Target[] = [{
  name: 'local Content Lake',
  local: true,
  client: (token = LAKE_EDITOR_TOKEN) => createClient({ projectId: 'local', dataset: 'production', apiHost: lake.apiHost, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false, token: token ?? undefined }),
}];
const { SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_WRITE_TOKEN } = process.env;
if (SANITY_PROJECT_ID && SANITY_DATASET && SANITY_API_WRITE_TOKEN) {
  targets.push({
    name: 'Sanity Content Lake',
    local: false,
    client: (token = SANITY_API_WRITE_TOKEN) => createClient({ projectId: SANITY_PROJECT_ID, dataset: SANITY_DATASET, apiVersion: API_VERSION, useCdn: false, token: token ?? undefined }),
  });
} else {
  console.info('[content lake contract] skipped target Sanity Content Lake — SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN are not set');
}

/** A 3 by 2 red PNG. */
const PNG_3X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4w8AAQVDqDAMDADSsBMlunj+iAAAAAElFTkSuQmCC', 'base64');


describe.each(targets)('content lake contract: $name', (target) => {
  const prefix = `contract-${randomUUID().slice(0, 8)}`;
  const id = (name: string) => `${prefix}-${name}`;
  let client: SanityClient;
  beforeAll(() => {
    client = target.client();
  });

  afterAll(async () => {
    await client.delete({ query: '*[_id match $prefix || _id match $draft]', params: { prefix: `${prefix}*`, draft: `drafts.${prefix}*` } }).catch(() => undefined);
  });

  it('creates a document with _rev, _createdAt and _updatedAt, and reads it back by id and by query', async () => {
    const created = await client.create({ _id: id('a'), _type: 'contractTest', title: 'Hello', count: 1 });
    expect(created).toMatchObject({ _id: id('a'), _type: 'contractTest', title: 'Hello' });
    expect(created._rev).toEqual(expect.any(String));
    expect(Date.parse(created._createdAt)).not.toBeNaN();
    expect(Date.parse(created._updatedAt)).not.toBeNaN();
    expect(await client.getDocument(id('a'))).toMatchObject({ title: 'Hello', _rev: created._rev });
    expect(await client.fetch('*[_id == $id][0].title', { id: id('a') })).toBe('Hello');
    expect(await client.getDocuments([id('a'), id('missing')])).toEqual([expect.objectContaining({ _id: id('a') }), null]);
  });

  it('refuses to create a document that exists (409), creates one only if missing, and replaces one', async () => {
    await client.create({ _id: id('b'), _type: 'contractTest', title: 'First' });
    expect(await statusOf(client.create({ _id: id('b'), _type: 'contractTest', title: 'Again' }))).toBe(409);
    await client.createIfNotExists({ _id: id('b'), _type: 'contractTest', title: 'Ignored' });
    expect((await client.getDocument(id('b')))?.title).toBe('First');
    const replaced = await client.createOrReplace({ _id: id('b'), _type: 'contractTest', subtitle: 'Replaced' });
    expect((replaced as Record<string, unknown>).title).toBeUndefined();
    expect(replaced.subtitle).toBe('Replaced');
  });

  it('patches with set, unset, setIfMissing, inc, dec, insert and diffMatchPatch', async () => {
    await client.create({ _id: id('c'), _type: 'contractTest', title: 'The quick fox', count: 10, drop: true, tags: [{ _key: 'a', name: 'a' }, { _key: 'c', name: 'c' }] });
    const patched = await client.patch(id('c'))
      .set({ 'nested.colour': 'red' })
      .unset(['drop'])
      .setIfMissing({ count: 0, created: 'yes' })
      .inc({ count: 5 })
      .dec({ count: 2 })
      .insert('after', 'tags[_key=="a"]', [{ _key: 'b', name: 'b' }])
      .diffMatchPatch({ title: '@@ -1,13 +1,19 @@\n The quick \n+brown \n fox\n' })
      .commit();
    expect(patched).toMatchObject({ nested: { colour: 'red' }, count: 13, created: 'yes', title: 'The quick brown fox' });
    expect(patched.drop).toBeUndefined();
    expect(patched.tags.map((t: { name: string }) => t.name)).toEqual(['a', 'b', 'c']);
  });

  it('answers a patch with a stale ifRevisionID 409 and leaves the document as it was', async () => {
    const created = await client.create({ _id: id('d'), _type: 'contractTest', title: 'Original' });
    await client.patch(id('d')).set({ title: 'Changed by someone else' }).commit();
    expect(await statusOf(client.patch(id('d')).ifRevisionId(created._rev).set({ title: 'Mine' }).commit())).toBe(409);
    expect((await client.getDocument(id('d')))?.title).toBe('Changed by someone else');
    const current = (await client.getDocument(id('d')))!;
    expect((await client.patch(id('d')).ifRevisionId(current._rev).set({ title: 'Mine' }).commit()).title).toBe('Mine');
  });

  it('commits a transaction all at once, or nothing of it when one mutation fails', async () => {
    const result = await client.transaction()
      .create({ _id: id('e1'), _type: 'contractTest', title: 'One' })
      .create({ _id: id('e2'), _type: 'contractTest', title: 'Two' })
      .commit();
    expect(result.transactionId).toEqual(expect.any(String));
    expect(result.results.map((r) => r.id).sort()).toEqual([id('e1'), id('e2')]);
    expect((await client.getDocument(id('e1')))?._rev).toBe((await client.getDocument(id('e2')))?._rev);

    expect(await statusOf(client.transaction()
      .create({ _id: id('e3'), _type: 'contractTest', title: 'Three' })
      .create({ _id: id('e1'), _type: 'contractTest', title: 'Duplicate' })
      .commit())).toBe(409);
    expect(await client.getDocument(id('e3'))).toBeUndefined();
  });

  it('deletes by id and by query', async () => {
    await client.create({ _id: id('f1'), _type: 'contractTest', group: `${prefix}-f` });
    await client.create({ _id: id('f2'), _type: 'contractTest', group: `${prefix}-f` });
    await client.delete(id('f1'));
    expect(await client.getDocument(id('f1'))).toBeUndefined();
    await client.delete({ query: '*[group == $group]', params: { group: `${prefix}-f` } });
    expect(await client.fetch('count(*[group == $group])', { group: `${prefix}-f` })).toBe(0);
  });

  it('reads drafts in the drafts perspective only, under the published id; raw shows both', async () => {
    await client.create({ _id: id('g'), _type: 'contractTest', title: 'Published' });
    await client.create({ _id: `drafts.${id('g')}`, _type: 'contractTest', title: 'Draft' });
    const titles = (perspective: 'published' | 'drafts' | 'raw') => client.fetch('*[_id in [$id, $draft]] | order(_id asc).title', { id: id('g'), draft: `drafts.${id('g')}` }, { perspective });
    expect(await titles('published')).toEqual(['Published']);
    expect(await titles('raw')).toEqual(['Published', 'Draft']);
    expect(await client.fetch('*[_id == $id][0].title', { id: id('g') }, { perspective: 'drafts' })).toBe('Draft');
  });

  it('answers invalid GROQ with 400 and the query parse error', async () => {
    try {
      await client.fetch('*[_type == ]');
      expect.unreachable('the query should fail');
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(400);
      expect((error as { details: { type: string } }).details.type).toBe('queryParseError');
    }
  });

  it('streams a welcome, then each change to a document the listen query selects', async () => {
    const events: { type: string; transition?: string; documentId?: string; result?: { title?: string } }[] = [];
    let welcomed: () => void = () => {};
    const welcome = new Promise<void>((resolve) => (welcomed = resolve));
    let seen: () => void = () => {};
    const disappeared = new Promise<void>((resolve) => (seen = resolve));
    const subscription = client.listen('*[_id == $id]', { id: id('l') }, { events: ['welcome', 'mutation'], includeResult: true }).subscribe((event) => {
      events.push(event as never);
      if (event.type === 'welcome') welcomed();
      if (event.type === 'mutation' && event.transition === 'disappear') seen();
    });
    try {
      await welcome;
      await client.create({ _id: id('l'), _type: 'contractTest', title: 'Heard' });
      await client.patch(id('l')).set({ title: 'Heard again' }).commit();
      await client.create({ _id: id('other'), _type: 'contractTest', title: 'Not selected' });
      await client.delete(id('l'));
      await disappeared;
    } finally {
      subscription.unsubscribe();
    }
    const mutations = events.filter((e) => e.type === 'mutation');
    expect(mutations.map((e) => [e.documentId, e.transition])).toEqual([[id('l'), 'appear'], [id('l'), 'update'], [id('l'), 'disappear']]);
    expect(mutations[1]?.result?.title).toBe('Heard again');
  });

  it('creates, edits and publishes a draft through the Actions API, as the Studio does', async () => {
    const publishedId = id('act');
    await client.action({ actionType: 'sanity.action.document.create', publishedId, attributes: { _id: `drafts.${publishedId}`, _type: 'contractTest', title: 'Draft' }, ifExists: 'fail' });
    await client.action({ actionType: 'sanity.action.document.edit', draftId: `drafts.${publishedId}`, publishedId, patch: { set: { title: 'Edited draft' } } });
    expect(await client.getDocument(publishedId)).toBeUndefined();
    await client.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${publishedId}`, publishedId });
    expect((await client.getDocument(publishedId))?.title).toBe('Edited draft');
    expect(await client.getDocument(`drafts.${publishedId}`)).toBeUndefined();
    await client.action({ actionType: 'sanity.action.document.edit', draftId: `drafts.${publishedId}`, publishedId, patch: { set: { title: 'Second draft' } } });
    expect((await client.getDocument(`drafts.${publishedId}`))?.title).toBe('Second draft');
    await client.action({ actionType: 'sanity.action.document.version.discard', versionId: `drafts.${publishedId}` });
    expect(await client.getDocument(`drafts.${publishedId}`)).toBeUndefined();
  });

  it('uploads an image as a sanity.imageAsset served at its url, and the same bytes again as the same asset', async () => {
    const asset = await client.assets.upload('image', PNG_3X2, { filename: 'red.png' });
    try {
      expect(asset).toMatchObject({
        _type: 'sanity.imageAsset', extension: 'png', mimeType: 'image/png', originalFilename: 'red.png', size: PNG_3X2.byteLength,
        metadata: { dimensions: { width: 3, height: 2, aspectRatio: 1.5 } },
      });
      expect(asset._id).toBe(`image-${asset.sha1hash}-3x2-png`);
      expect((await client.assets.upload('image', PNG_3X2, { filename: 'again.png' }))._id).toBe(asset._id);
      expect((await client.getDocument(asset._id))?.url).toBe(asset.url);
      const served = await fetch(new URL(asset.url, target.local ? lake.url : undefined));
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_3X2);
    } finally {
      if (!target.local) await client.delete(asset._id).catch(() => undefined);
    }
  });

  it('uploads a file as a sanity.fileAsset, refuses bytes that are no image (400) and uploads without the token (401)', async () => {
    const file = await client.assets.upload('file', Buffer.from(`price list ${prefix}\n`), { filename: 'prices.txt', contentType: 'text/plain' });
    try {
      expect(file).toMatchObject({ _type: 'sanity.fileAsset', extension: 'txt', originalFilename: 'prices.txt' });
      expect(await statusOf(client.assets.upload('image', Buffer.from('not an image'), { filename: 'x.png' }))).toBe(400);
      expect(await statusOf(target.client(null).assets.upload('image', PNG_3X2))).toBe(401);
    } finally {
      if (!target.local) await client.delete(file._id).catch(() => undefined);
    }
  });

  it('refuses writes without a token or with a wrong one (401)', async () => {
    expect(await statusOf(target.client(null).create({ _id: id('h'), _type: 'contractTest' }))).toBe(401);
    expect(await statusOf(target.client('not-the-token').create({ _id: id('h'), _type: 'contractTest' }))).toBe(401);
    expect(await client.getDocument(id('h'))).toBeUndefined();
  });
});
