import { randomUUID } from 'node:crypto';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAKE_EDITOR_TOKEN, startLocalContentLake, type LocalContentLake } from '../support/local-content-lake';
import { solidPng } from '../support/png';

/**
 * The local Content Lake's contract: @sanity/client itself against it (always) and against a
 * real Sanity project when SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN are set
 * (documents of a `contractTest` type, deleted afterwards). Checks of the app's own limits and
 * publish hook run on the local one only.
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

/** The HTTP status of a rejected client call. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? -1;
  }
  return 200;
}

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

describe('local Content Lake only', () => {
  const editor = () => createClient({ projectId: 'local', dataset: 'production', apiHost: lake.apiHost, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false, token: LAKE_EDITOR_TOKEN });

  it('starts from the seeded documents', async () => {
    expect(await editor().fetch('*[_id == "seeded"][0].title')).toBe('Seeded');
  });

  it('never shows drafts to a reader without the token', async () => {
    await editor().createOrReplace({ _id: 'drafts.seeded', _type: 'contractTest', title: 'Seeded draft' });
    const anonymous = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.apiHost, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false });
    expect(await anonymous.fetch('*[_id == "seeded"][0].title', {}, { perspective: 'drafts' })).toBe('Seeded');
    expect(await anonymous.getDocument('drafts.seeded')).toBeUndefined();
  });

  it('reports a published change the way the publish webhook describes it, and no draft change', async () => {
    lake.published.length = 0;
    await editor().createOrReplace({ _id: 'drafts.promo-1', _type: 'promoNode', title: 'Draft only' });
    expect(lake.published).toEqual([]);
    await editor().createOrReplace({ _id: 'site-a', _type: 'site', slug: { current: 'alpha' } });
    await editor().createOrReplace({ _id: 'promo-1', _type: 'promoNode', title: 'Live', site: { _type: 'reference', _ref: 'site-a' } });
    expect(lake.published).toEqual([{ _type: 'site', site: 'alpha', slug: 'alpha' }, { _type: 'promoNode', site: 'alpha', slug: null }]);
  });

  it('refuses a 10 MB mutation body with 413 before reading it', async () => {
    const body = JSON.stringify({ mutations: [{ create: { _type: 'contractTest', blob: 'x'.repeat(10 * 1024 * 1024) } }] });
    const response = await fetch(`${lake.apiHost}/v${API_VERSION}/data/mutate/production`, { method: 'POST', headers: { authorization: `Bearer ${LAKE_EDITOR_TOKEN}`, 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Request Entity Too Large' });
  });

  it('answers an unknown dataset 404 and an unknown path 404, in Sanity\'s shapes', async () => {
    const other = createClient({ projectId: 'local', dataset: 'staging', apiHost: lake.apiHost, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false, token: LAKE_EDITOR_TOKEN });
    expect(await statusOf(other.fetch('*'))).toBe(404);
    expect((await fetch(`${lake.apiHost}/v${API_VERSION}/nothing-here`)).status).toBe(404);
  });

  it('lists a document\'s transactions as NDJSON and shows it at an earlier revision', async () => {
    const first = await editor().createOrReplace({ _id: 'history-doc', _type: 'contractTest', title: 'One' });
    await editor().patch('history-doc').set({ title: 'Two' }).commit();
    const headers = { authorization: `Bearer ${LAKE_EDITOR_TOKEN}` };
    const log = await fetch(`${lake.apiHost}/v${API_VERSION}/data/history/production/transactions/history-doc?excludeContent=true&effectFormat=mendoza`, { headers });
    const lines = (await log.text()).trim().split('\n').map((line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[] }> });
    expect(lines.map((line) => line.id)[0]).toBe(first._rev);
    expect(lines.at(-1)?.effects['history-doc']?.apply).toEqual([0, expect.objectContaining({ title: 'Two' })]);
    const earlier = await fetch(`${lake.apiHost}/v${API_VERSION}/data/history/production/documents/history-doc?revision=${first._rev}`, { headers });
    expect(await earlier.json()).toMatchObject({ documents: [{ _id: 'history-doc', title: 'One' }] });
  });

  it('answers the Studio\'s History panel: the lifecycle events, the draft\'s edits after its creation, and an earlier revision', async () => {
    type Events = { events: Record<string, { type: string; revisionId?: string; versionRevisionId?: string; author: string }[]>; nextCursor: string };
    const studio = editor();
    const publishedId = 'history-group';
    const draftId = `drafts.${publishedId}`;
    const first = await studio.createOrReplace({ _id: publishedId, _type: 'contractTest', title: 'Live one' });
    // The Studio's editing: the first edit makes the draft, the next patches it, then Publish.
    const created = await studio.action({ actionType: 'sanity.action.document.edit', draftId, publishedId, patch: { set: { title: 'Draft two' } } });
    const edited = await studio.action({ actionType: 'sanity.action.document.edit', draftId, publishedId, patch: { set: { title: 'Draft three' } } });
    const published = await studio.action({ actionType: 'sanity.action.document.publish', draftId, publishedId });

    const events = await studio.request<Events>({ url: `/data/history/production/events/documents/${publishedId}?limit=100` });
    expect(events.nextCursor).toBe('');
    expect(events.events[publishedId]).toEqual([
      expect.objectContaining({ type: 'publishDocumentVersion', revisionId: published.transactionId, versionRevisionId: edited.transactionId, author: 'pLocalEditor' }),
      expect.objectContaining({ type: 'createDocumentVersion', versionRevisionId: created.transactionId }),
      expect.objectContaining({ type: 'publishDocumentVersion', revisionId: first._rev }),
    ]);
    const page = await studio.request<Events>({ url: `/data/history/production/events/documents/${publishedId}?limit=1` });
    expect(page.events[publishedId]?.map((event) => event.type)).toEqual(['publishDocumentVersion']);
    expect((await studio.request<Events>({ url: `/data/history/production/events/documents/${publishedId}?limit=1&nextCursor=${page.nextCursor}` })).events[publishedId]?.[0]?.type).toBe('createDocumentVersion');

    // The draft's edits, listed as the Studio asks: from the revision its creation event names.
    const headers = { authorization: `Bearer ${LAKE_EDITOR_TOKEN}` };
    const log = await fetch(`${lake.apiHost}/v${API_VERSION}/data/history/production/transactions/${draftId}?excludeContent=true&effectFormat=mendoza&includeIdentifiedDocumentsOnly=true&limit=50&fromTransaction=${created.transactionId}`, { headers });
    const edits = (await log.text()).trim().split('\n').map((line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[]; revert: unknown[] }> });
    expect(edits.map((edit) => edit.id)).toEqual([created.transactionId, edited.transactionId, published.transactionId]);
    expect(edits[1]?.effects[draftId]).toEqual({ apply: [0, expect.objectContaining({ title: 'Draft three' })], revert: [0, expect.objectContaining({ title: 'Draft two' })] });
    // Choosing an earlier event shows the document as it was then.
    for (const [revision, title] of [[first._rev, 'Live one'], [published.transactionId, 'Draft three']] as const) {
      expect(await studio.request({ url: `/data/history/production/documents/${publishedId}?revision=${revision}` })).toMatchObject({ documents: [{ _id: publishedId, title }] });
    }
    expect(await studio.request({ url: `/data/history/production/documents/${draftId}?revision=${created.transactionId}` })).toMatchObject({ documents: [{ _id: draftId, title: 'Draft two' }] });
  });

  it('tags each query answer, and a live message names the tags of the answers a transaction changed; drafts only with the token', async () => {
    /** The events of a live stream, and a wait for the next one of a type. */
    function stream(client: SanityClient, includeDrafts: boolean) {
      const events: { type: string; id?: string; tags?: string[] }[] = [];
      const waiters: { type: string; resolve: () => void }[] = [];
      const subscription = client.live.events({ includeDrafts, tag: 'next-loader.live' }).subscribe((event) => {
        events.push(event as never);
        for (const waiter of waiters.filter((each) => each.type === event.type)) waiter.resolve();
      });
      const next = (type: string) => new Promise<void>((resolve) => waiters.push({ type, resolve }));
      return { events, next, messages: () => events.filter((event) => event.type === 'message'), close: () => subscription.unsubscribe() };
    }
    const query = '*[_id == $id][0].title';
    const ask = (perspective: 'drafts' | 'published', id: string) => editor().fetch<string | null>(query, { id }, { perspective, filterResponse: false });
    await editor().createOrReplace({ _id: 'live-doc', _type: 'contractTest', title: 'Live' });
    await editor().createOrReplace({ _id: 'live-other', _type: 'contractTest', title: 'Other' });
    const draftAnswer = await ask('drafts', 'live-doc');
    const publishedAnswer = await ask('published', 'live-doc');
    expect(draftAnswer.result).toBe('Live');
    expect(draftAnswer.syncTags).toEqual([expect.stringMatching(/^s1:/)]);
    expect(publishedAnswer.syncTags).toEqual([expect.stringMatching(/^s1:/)]);
    expect(publishedAnswer.syncTags).not.toEqual(draftAnswer.syncTags);

    const otherAnswer = await ask('drafts', 'live-other');
    const [draftTag, publishedTag, otherTag] = [draftAnswer.syncTags?.[0], publishedAnswer.syncTags?.[0], otherAnswer.syncTags?.[0]];
    const preview = stream(editor(), true);
    const visitor = stream(createClient({ projectId: 'local', dataset: 'production', apiHost: lake.apiHost, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false }), false);
    try {
      await Promise.all([preview.next('welcome'), visitor.next('welcome')]);
      // A draft edit: the preview hears the tag of the drafts answer it changed (and of other
      // answers earlier tests asked for that it changed), never the published answer's.
      const heard = preview.next('message');
      const typed = await editor().transaction().createOrReplace({ _id: 'drafts.live-doc', _type: 'contractTest', title: 'Live, as typed' }).commit();
      await heard;
      expect(preview.messages()[0]).toMatchObject({ type: 'message', id: typed.transactionId });
      expect(preview.messages()[0]?.tags).toContain(draftTag);
      expect(preview.messages()[0]?.tags).not.toContain(publishedTag);
      const visitorHeard = visitor.next('message');
      const published = await editor().transaction().createOrReplace({ _id: 'live-doc', _type: 'contractTest', title: 'Published' }).delete('drafts.live-doc').commit();
      await visitorHeard;
      // The visitor heard nothing of the draft, then the publish naming the published answer only.
      expect(visitor.messages()).toEqual([{ type: 'message', id: published.transactionId, tags: expect.arrayContaining([publishedTag]) }]);
      expect(visitor.messages()[0]?.tags).not.toContain(draftTag);
      await vi.waitFor(() => expect(preview.messages().map((event) => event.id)).toContain(published.transactionId));
      // No transaction changed the other document's answer, so no message named its tag.
      expect(preview.messages().flatMap((event) => event.tags)).not.toContain(otherTag);
    } finally {
      preview.close();
      visitor.close();
    }
    const anonymous = await fetch(`${lake.apiHost}/v${API_VERSION}/data/live/events/production?includeDrafts=true`);
    expect(anonymous.status).toBe(401);
  });

  it('tells a live client coming back with a Last-Event-ID to restart (refetch everything), as no backlog is kept', async () => {
    const stop = new AbortController();
    const response = await fetch(`${lake.apiHost}/v${API_VERSION}/data/live/events/production`, { headers: { 'last-event-id': 'an-earlier-transaction' }, signal: stop.signal });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: restart')) text += new TextDecoder().decode((await reader.read()).value);
    stop.abort();
    expect(text.indexOf('event: welcome')).toBeLessThan(text.indexOf('event: restart'));
  });

  it('answers the project endpoints the Studio asks for as one local editor, and 401 without the token', async () => {
    const me = await editor().request<{ id: string; role: string }>({ uri: '/users/me' });
    expect(me).toMatchObject({ role: 'administrator' });
    expect(await editor().request({ uri: '/projects/local/datasets/production/acl' })).toEqual([expect.objectContaining({ permissions: expect.arrayContaining(['read', 'update', 'create']) })]);
    const anonymous = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.apiHost, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false });
    expect(await statusOf(anonymous.request({ uri: '/users/me' }))).toBe(401);
  });

  it('sends an image URL of @sanity/image-url to the asset\'s own file, and 404 for an unknown image', async () => {
    const sha1 = 'a'.repeat(40);
    await editor().createOrReplace({ _id: `image-${sha1}-800x500-jpg`, _type: 'sanity.imageAsset', url: '/demo-content/car.jpg' });
    const found = await fetch(`${lake.apiHost}/images/local/production/${sha1}-800x500.jpg?w=33&h=33&fit=crop`, { redirect: 'manual' });
    expect(found.status).toBe(302);
    expect(found.headers.get('location')).toBe('/demo-content/car.jpg?w=33&h=33&fit=crop');
    expect((await fetch(`${lake.apiHost}/images/local/production/${'b'.repeat(40)}-800x500.jpg`, { redirect: 'manual' })).status).toBe(404);
  });

  it('serves an uploaded image resized as the Studio\'s thumbnails ask (w, h, dpr, fit, rect, auto=format), and 400 for a value out of range', async () => {
    const asset = await editor().assets.upload('image', solidPng(800, 500, [200, 30, 30]), { filename: 'showroom.png' });
    const sha1 = asset.sha1hash;
    // The Studio's address (@sanity/image-url on the lake's host) leads to the file with its parameters.
    const thumbnail = await fetch(`${lake.apiHost}/images/local/production/${sha1}-800x500.png?w=96&h=96&fit=crop`, { redirect: 'manual' });
    expect(thumbnail.headers.get('location')).toBe(`/content-assets/images/production/${sha1}-800x500.png?w=96&h=96&fit=crop`);
    const image = async (query: string, accept = 'image/png') => {
      const response = await fetch(`${lake.url}/content-assets/images/production/${sha1}-800x500.png?${query}`, { headers: { accept } });
      const bytes = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get('content-type');
      return { status: response.status, type, vary: response.headers.get('vary'), size: type === 'image/png' ? [bytes.readUInt32BE(16), bytes.readUInt32BE(20)] : null, bytes };
    };
    expect(await image('w=96&h=96&fit=crop')).toMatchObject({ status: 200, type: 'image/png', size: [96, 96] });
    // The image picker's tiles: 190 high at the screen's pixel ratio, never enlarged beyond the original.
    expect((await image('h=190&dpr=2&fit=max')).size).toEqual([608, 380]);
    expect((await image('w=2000&fit=max')).size).toEqual([800, 500]);
    expect((await image('rect=0,0,400,250&w=200')).size).toEqual([200, 125]);
    expect((await image('w=300&fit=clip')).size).toEqual([300, 188]);
    const webp = await image('w=100&auto=format', 'image/avif,image/webp,*/*');
    expect(webp).toMatchObject({ status: 200, type: 'image/webp', vary: 'Accept' });
    expect(webp.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect((await image('w=100&auto=format', 'image/png')).type).toBe('image/png');
    for (const query of ['w=99999', 'fit=sideways', 'rect=0,0,900,500', 'dpr=9', 'w=abc']) {
      const refused = await fetch(`${lake.url}/content-assets/images/production/${sha1}-800x500.png?${query}`);
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('refuses an upload over 20 MB with 413 and serves no file outside the asset folder', async () => {
    const response = await fetch(`${lake.apiHost}/v${API_VERSION}/assets/images/production`, { method: 'POST', headers: { authorization: `Bearer ${LAKE_EDITOR_TOKEN}` }, body: Buffer.alloc(21 * 1024 * 1024) });
    expect(response.status).toBe(413);
    for (const path of ['/content-assets/images/production/..%2F..%2Fetc%2Fpasswd', '/content-assets/images/production/nothing.png', `/content-assets/images/production/${'c'.repeat(40)}-3x2.png`]) {
      expect((await fetch(`${lake.url}${path}`)).status).toBe(404);
    }
  });

  it('keeps edits in the database: a new store over it reads them', async () => {
    await editor().createOrReplace({ _id: 'persisted', _type: 'contractTest', title: 'Kept' });
    const { createDocumentStore } = await import('@/ports/content/content-lake/document-store');
    const reopened = createDocumentStore(lake.database.db);
    expect((await reopened.get('persisted'))?.title).toBe('Kept');
    expect((await reopened.get('seeded'))?.title).toBe('Seeded');
  });
});

describe('a listen stream the local Content Lake ends', () => {
  // A browser keeps 6 HTTP/1.1 connections per host; the lake ends the streams of the Studio's
  // stores that re-fetch on a welcome, so its listeners cannot hold them all (listen-endpoint.ts).
  // Shortened here from 10–15 s.
  let short: LocalContentLake;
  beforeAll(async () => {
    short = await startLocalContentLake([], { listenLifetime: { base: 300, jitter: 0 } });
  });
  afterAll(async () => {
    await short?.close();
  });
  const editor = () => createClient({ projectId: 'local', dataset: 'production', apiHost: short.apiHost, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false, token: LAKE_EDITOR_TOKEN, requestTagPrefix: 'sanity.studio' });
  const listen = (tag?: string) => fetch(`${short.apiHost}/v${API_VERSION}/data/listen/production?query=*${tag ? `&tag=${tag}` : ''}`, { headers: { authorization: `Bearer ${LAKE_EDITOR_TOKEN}` } });

  it('ends a preview listener\'s stream after its lifetime, having welcomed the client', async () => {
    const started = Date.now();
    const response = await listen('sanity.studio.preview.global');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('event: welcome');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it.each([['the document pair\'s', 'sanity.studio.document.pair.listen'], ['an untagged', undefined]])('keeps %s stream open past the lifetime', async (_name, tag) => {
    const response = await listen(tag);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: welcome');
    const next = reader.read();
    const state = await Promise.race([next.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 800))]);
    await reader.cancel();
    expect(state).toBe('open');
  });

  it('is reconnected by @sanity/client, which is welcomed again and hears the next change', async () => {
    const events: string[] = [];
    let heard: () => void = () => {};
    const mutation = new Promise<void>((resolve) => (heard = resolve));
    let welcomes = 0;
    let welcomedTwice: () => void = () => {};
    const secondWelcome = new Promise<void>((resolve) => (welcomedTwice = resolve));
    const subscription = editor().listen('*[_type == "contractTest"]', {}, { events: ['welcome', 'mutation', 'reconnect'], tag: 'preview.observe-document-set.listen' }).subscribe((event) => {
      events.push(event.type);
      if (event.type === 'welcome' && ++welcomes === 2) welcomedTwice();
      if (event.type === 'mutation') heard();
    });
    try {
      await secondWelcome;
      await editor().create({ _type: 'contractTest', title: 'After a reconnect' });
      await mutation;
    } finally {
      subscription.unsubscribe();
    }
    expect(events.slice(0, 3)).toEqual(['welcome', 'reconnect', 'welcome']);
  }, 20_000);
});
