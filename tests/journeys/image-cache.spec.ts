import { expect, test } from '@playwright/test';
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
