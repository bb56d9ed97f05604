import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { revalidateHandler, tagsForChange } from './revalidate';

const SECRET = 'webhook-secret';

/** A webhook delivery as Sanity sends it: the JSON body, signed with the shared secret. */
async function delivery(body: unknown, secret = SECRET): Promise<NextRequest> {
  const payload = JSON.stringify(body);
  return new NextRequest('http://platform.localhost/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), secret) },
    body: payload,
  });
}

function setup({ secret }: { secret?: string } = { secret: SECRET }) {
  const revalidated: string[] = [];
  const forget = vi.fn();
  const handle = revalidateHandler({ secret, revalidate: (tag) => revalidated.push(tag), forget, waitForContentLake: false });
  return { handle, revalidated, forget };
}

describe('POST /api/revalidate (Sanity publish webhook)', () => {
  it('revalidates the changed site after a signed publish', async () => {
    const { handle, revalidated, forget } = setup();
    const response = await handle(await delivery({ _type: 'page', site: 'riverside-toyota', slug: 'home' }));
    expect(response.status).toBe(200);
    expect(revalidated).toEqual(['site:riverside-toyota']);
    expect(forget).toHaveBeenCalledOnce();
  });

  it('has the tags expired in the shared cache before it answers', async () => {
    const expired: string[][] = [];
    let release = () => {};
    const expireNow = vi.fn((tags: string[]) => new Promise<void>((resolve) => (release = () => {
      expired.push(tags);
      resolve();
    })));
    const handle = revalidateHandler({ secret: SECRET, revalidate: () => undefined, forget: () => undefined, expireNow, waitForContentLake: false });
    let answered = false;
    const answer = handle(await delivery({ _type: 'page', site: 'riverside-toyota', slug: 'home' })).then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(() => expect(expireNow).toHaveBeenCalledOnce());
    expect(answered).toBe(false);
    release();
    expect((await answer).status).toBe(200);
    expect(expired).toEqual([['site:riverside-toyota']]);
  });

  it('refuses a delivery signed with another secret, or not signed, and revalidates nothing', async () => {
    const { handle, revalidated, forget } = setup();
    expect((await handle(await delivery({ _type: 'page', site: 'riverside-toyota' }, 'guessed'))).status).toBe(401);
    const unsigned = new NextRequest('http://platform.localhost/api/revalidate', { method: 'POST', body: JSON.stringify({ _type: 'page', site: 'x' }) });
    expect((await handle(unsigned)).status).toBe(401);
    expect(revalidated).toEqual([]);
    expect(forget).not.toHaveBeenCalled();
  });

  it('answers 400 for a signed body that is not a document change', async () => {
    const { handle, revalidated } = setup();
    expect((await handle(await delivery({ hello: 'world' }))).status).toBe(400);
    expect(revalidated).toEqual([]);
  });

  it('does not exist without a secret (embedded content has no webhook)', async () => {
    const { handle, revalidated } = setup({});
    expect((await handle(await delivery({ _type: 'page', site: 'riverside-toyota' }))).status).toBe(404);
    expect(revalidated).toEqual([]);
  });
});

describe('tags a change touches', () => {
  it.each([
    [{ _type: 'page', site: 'valley-used-cars' }, ['site:valley-used-cars']],
    [{ _type: 'site', site: 'valley-used-cars' }, ['site:valley-used-cars', 'sites']],
    [{ _type: 'manufacturer', site: null }, ['sites']],
  ])('%o → %o', (change, tags) => {
    expect(tagsForChange(change)).toEqual(tags);
  });
});
