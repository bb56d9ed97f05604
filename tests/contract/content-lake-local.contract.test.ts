import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statusOf } from '../support/client-status';
import { LAKE_EDITOR_TOKEN, startLocalContentLake, type LocalContentLake } from '../support/local-content-lake';
import { solidPng } from '../support/png';

/** The local Content Lake's own behaviour beyond Sanity's contract: its limits, publish hook and storage. */
const API_VERSION = '2025-06-01';

let lake: LocalContentLake;
beforeAll(async () => {
  lake = await startLocalContentLake([{ _id: 'seeded', _type: 'contractTest', title: 'Seeded' }]);
});
afterAll(async () => {
  await lake?.close();
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
