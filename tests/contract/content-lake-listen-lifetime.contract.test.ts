import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAKE_EDITOR_TOKEN, startLocalContentLake, type LocalContentLake } from '../support/local-content-lake';

/** The local Content Lake's listen streams that it ends on a timer (listen-endpoint.ts), with @sanity/client reconnecting. */
const API_VERSION = '2025-06-01';

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
