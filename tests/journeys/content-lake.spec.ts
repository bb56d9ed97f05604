import { expect, test } from '../support/test';
import { contentEditor, LAKE } from '../support/content-editor';
import { TEST_PORT, tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';

/**
 * The local Content Lake of the running app (SPEC 1: marketing staff edit a dealer's content):
 * @sanity/client edits at /content-lake on the platform host with the editor token the app wrote
 * to the data folder, and a published edit shows on that tenant's pages at once, on no other.
 */
const HOME = 'page-riverside-toyota-home';
const TILE = 'sections[_key=="tiles"].tiles[_key=="tile1"].heading';

test.describe('local Content Lake', () => {
  test.beforeAll(async () => {
    // Any call to the lake makes the app write its editor token into the data folder.
    expect((await hostRequest('localhost', 'GET', `${LAKE}/query/production?query=count(*)`)).status).toBe(200);
  });

  test('answers on the platform host only: 404 on a tenant host', async () => {
    const platform = await hostRequest('localhost', 'GET', `${LAKE}/query/production?query=${encodeURIComponent('*[_type == "site"] | order(slug.current asc).slug.current')}`);
    expect(platform.json).toMatchObject({ result: ['metro-motor-group', 'outback-rv-and-moto', 'riverside-toyota', 'valley-used-cars'] });
    for (const method of ['GET', 'POST']) {
      const tenant = await hostRequest('riverside-toyota.localhost', method, `${LAKE}/mutate/production`, method === 'POST' ? { mutations: [] } : undefined);
      expect(tenant.status).toBe(404);
    }
  });

  test('refuses a write without the token (401) and an invalid query with Sanity\'s 400', async () => {
    const write = await hostRequest('localhost', 'POST', `${LAKE}/mutate/production`, { mutations: [{ patch: { id: HOME, set: { title: 'Hacked' } } }] });
    expect(write.status).toBe(401);
    const query = await hostRequest('localhost', 'GET', `${LAKE}/query/production?query=${encodeURIComponent('*[_type == ]')}`);
    expect(query.status).toBe(400);
    expect(query.json).toMatchObject({ error: { type: 'queryParseError', query: '*[_type == ]' } });
  });

  test('a published promo tile title shows on its tenant within a second and on no other', async ({ page }) => {
    const client = await contentEditor();
    const original = await client.fetch<string>(`*[_id == $id][0].${TILE.replace(/\[_key=="(\w+)"\]/g, '[_key == "$1"][0]')}`, { id: HOME });
    const title = `Spring hybrid event ${Date.now()}`;
    // What one visit takes on this machine, with the page warm.
    await hostRequest('riverside-toyota.localhost', 'GET', '/');
    const visitStarted = Date.now();
    expect((await hostRequest('riverside-toyota.localhost', 'GET', '/')).text).not.toContain(title);
    const visitMs = Date.now() - visitStarted;
    try {
      await client.patch(HOME).set({ [TILE]: title }).commit();
      // The very next visit after the publish answers shows it: no cache to wait out, so it is
      // there within a second of publishing, beyond the time a visit takes anyway.
      const published = Date.now();
      const next = await hostRequest('riverside-toyota.localhost', 'GET', '/');
      expect(next.text).toContain(title);
      expect(Date.now() - published).toBeLessThan(visitMs + 1_000);
      await page.goto(tenantUrl('riverside-toyota'));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.goto(tenantUrl('valley-used-cars'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
    } finally {
      await client.patch(HOME).set({ [TILE]: original }).commit();
    }
  });
  test('a demo picture behind an image URL of @sanity/image-url comes resized as asked, and an absurd size is a 400', async ({ page }) => {
    const asset = (await hostRequest('localhost', 'GET', `${LAKE}/query/production?query=${encodeURIComponent('*[_type == "sanity.imageAsset" && url match "/demo-content/*"][0]{_id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}')}`)).json as { result: { _id: string; url: string; width: number; height: number } };
    const { _id, url, width, height } = asset.result;
    expect(width).toBeGreaterThan(200);
    // image-<sha1>-<w>x<h>-<ext> is at /images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>, as the builder writes it.
    const [, hash, size, extension] = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(_id)!;
    const imageUrl = (query: string) => `http://localhost:${TEST_PORT}/content-lake/images/local/production/${hash}-${size}.${extension}?${query}`;
    // Fetched by the browser from the platform host's own page, as the Studio fetches them.
    await page.goto(`http://localhost:${TEST_PORT}/`);
    const picture = (src: string) => page.evaluate(async (address) => {
      const response = await fetch(address, { headers: { accept: 'image/avif,image/webp,image/*' } });
      const image = new Image();
      image.src = URL.createObjectURL(await response.blob());
      await image.decode();
      return { status: response.status, type: response.headers.get('content-type'), width: image.naturalWidth, height: image.naturalHeight };
    }, src);
    // As the Studio's thumbnails ask: cropped to the box, in the format the browser takes.
    expect(await picture(imageUrl('w=120&h=80&fit=crop&auto=format&q=60'))).toEqual({ status: 200, type: 'image/webp', width: 120, height: 80 });
    // Fitted inside a width, the proportions kept; and the address without a query is the whole picture.
    expect(await picture(`${url}?w=100`)).toEqual({ status: 200, type: 'image/jpeg', width: 100, height: Math.round((100 * height) / width) });
    expect(await picture(url)).toMatchObject({ status: 200, width, height });
    const absurd = await hostRequest('localhost', 'GET', `${url}?w=100000&h=100000`);
    expect(absurd.status).toBe(400);
    expect(absurd.json).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Invalid value for the image parameter "w"' });
    expect((await hostRequest('localhost', 'GET', `${url.replace(/[^/]+$/, 'no-such-picture.jpg')}?w=100`)).status).toBe(404);
  });
});
