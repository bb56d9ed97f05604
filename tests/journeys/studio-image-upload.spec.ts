import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { solidPng } from '../support/png';
import { localEditor, openInStudio, publishInStudio } from '../support/studio';

/**
 * A dealer's marketing staff give a promo tile a new picture in the Studio (SPEC 1): the image is
 * uploaded to the local Content Lake (Sanity's assets API), the tile points at the new asset, and
 * once published the tenant's home page shows it through the site's own image optimiser.
 */
// A tenant no other Studio journey edits, so the journeys can run side by side.
const HOME = 'page-metro-motor-group-home';
const TILE = 'sections[_key=="offers"].tiles[_key=="tile1"]';
const IMAGE_PATH = `${TILE}.image`;
const TILE_IMAGE = '*[_id == $id][0].sections[_key == "offers"][0].tiles[_key == "tile1"][0].image';

test('upload an image into a promo tile in the Studio, publish, and the tenant shows it', async ({ page }) => {
  // The Studio starts with several listeners over one HTTP/1.1 connection pool: give it time.
  test.setTimeout(300_000);
  const lake = await localEditor();
  const original = await lake.fetch<{ alt?: string } & Record<string, unknown>>(TILE_IMAGE, { id: HOME });
  // A picture no earlier run uploaded, so the Studio sends it rather than finding it by its hash.
  const stamp = Date.now();
  const png = solidPng(800, 500, [stamp % 256, (stamp >> 8) % 256, (stamp >> 16) % 256]);
  const sha1 = createHash('sha1').update(png).digest('hex');
  // The tile starts without a picture (its alt text stays) and with no draft.
  await lake.delete(`drafts.${HOME}`);
  await lake.patch(HOME).unset([`${IMAGE_PATH}.asset`]).commit();
  try {
    await openInStudio(page, HOME, 'page', IMAGE_PATH);
    const upload = page.waitForResponse((r) => r.url().includes('/assets/images/production') && r.request().method() === 'POST');
    // The tile's empty image field: "Drag or paste image here", Upload or Select.
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible({ timeout: 150_000 });
    await page.getByTestId('file-button-input').setInputFiles({ name: 'showroom.png', mimeType: 'image/png', buffer: png });
    expect((await upload).status()).toBe(200);
    // The draft's tile now refers to the uploaded asset.
    const draftAsset = () => lake.fetch<string | null>(`${TILE_IMAGE}.asset._ref`, { id: `drafts.${HOME}` }, { perspective: 'raw' });
    await expect.poll(draftAsset, { timeout: 60_000 }).toBe(`image-${sha1}-800x500-png`);
    await page.keyboard.press('Escape');
    await publishInStudio(page);

    await page.goto(tenantUrl('metro-motor-group'));
    const picture = page.getByRole('img', { name: original.alt ?? '' });
    // Optimised, at its short address (components/ui/short-image-url.ts).
    await expect(picture).toHaveAttribute('src', new RegExp(`^/img/\\d+/content-assets/images/production/${sha1}-800x500\\.png$`));
    await picture.scrollIntoViewIfNeeded();
    // The browser loaded it (the site's image optimiser read the uploaded file).
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  } finally {
    await lake.patch(HOME).set({ [IMAGE_PATH]: original }).commit();
    await lake.delete(`drafts.${HOME}`);
  }
});
