import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';

/**
 * A stock photo is resized once per size and format, then served from the image cache: the
 * optimiser's work (sharp) is not repeated for every shopper who opens the page, and a page's
 * largest paint waits on a file read, not on a resize (patches/: Next ties this cache to
 * `isrFlushToDisk`, which the app turns off for rendered pages).
 */
test('an optimised stock photo is resized once, then served from the cache', async () => {
  const photo = `/_next/image?url=${encodeURIComponent('/demo-stock/suv-silver-front.jpg')}&w=576&q=75`;
  const ask = () => hostRequest('riverside-toyota.localhost', 'GET', photo, undefined, { accept: 'image/avif,image/webp,*/*' });
  const first = await ask();
  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toBe('image/webp');
  const again = await ask();
  expect(again.status).toBe(200);
  expect(again.headers['x-nextjs-cache']).toBe('HIT');
  expect(again.body.equals(first.body)).toBe(true);
});

test("a page's short photo address is Next's optimised photo, and the page's photos load through it", async ({ page }) => {
  const short = await hostRequest('riverside-toyota.localhost', 'GET', '/img/576/demo-stock/suv-silver-front.jpg', undefined, { accept: 'image/avif,image/webp,*/*' });
  const optimised = await hostRequest('riverside-toyota.localhost', 'GET', `/_next/image?url=${encodeURIComponent('/demo-stock/suv-silver-front.jpg')}&w=576&q=75`, undefined, { accept: 'image/avif,image/webp,*/*' });
  expect(short.status).toBe(200);
  expect(short.headers['content-type']).toBe('image/webp');
  expect(short.body.equals(optimised.body)).toBe(true);
  // Only widths and photos the optimiser allows: a width not configured, or a photo outside the allowed folders.
  expect((await hostRequest('riverside-toyota.localhost', 'GET', '/img/577/demo-stock/suv-silver-front.jpg')).status).toBe(400);
  expect((await hostRequest('riverside-toyota.localhost', 'GET', '/img/576/etc/passwd')).status).toBe(400);

  await page.goto(tenantUrl('riverside-toyota'));
  const photos = page.locator('main img[srcset^="/img/"]');
  expect(await photos.count()).toBeGreaterThan(6);
  const first = photos.first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/img\/\d+\/demo-/);
});
