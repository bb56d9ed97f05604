import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { localEditor, openInStudio, publishInStudio } from '../support/studio';

/**
 * A dealer's marketing staff in the Studio that `npm start` serves at /studio (SPEC 1): signed in
 * as the local editor with no account, they change a promo tile's title on one tenant's home page
 * and publish; the draft stays off the public page, the published title is on that tenant's home
 * at the next visit and on no other tenant's.
 */
// Another tenant than the lake journey's (content-lake.spec.ts), so the two can run side by side.
const HOME = 'page-valley-used-cars-home';
const TILE_PATH = 'sections[_key=="tiles"].tiles[_key=="tile1"].heading';

test('edit a promo tile title in the Studio, publish, and see it on that tenant only', async ({ page }) => {
  // The Studio starts with several listeners over one HTTP/1.1 connection pool: give it time.
  test.setTimeout(300_000);
  const lake = await localEditor();
  const original = await lake.fetch<string>('*[_id == $id][0].sections[_key == "tiles"][0].tiles[_key == "tile1"][0].heading', { id: HOME });
  const title = `Reserve this weekend ${Date.now()}`;
  // No draft left from an earlier run: the Studio opens the published page.
  await lake.delete(`drafts.${HOME}`);
  try {
    await openInStudio(page, HOME, 'page', TILE_PATH);
    const heading = page.locator(`input[id='${TILE_PATH}']`);
    await expect(heading).toHaveValue(original, { timeout: 150_000 });
    await heading.fill(title);
    // The Studio saves the edit as a draft (a diff-match-patch through the Actions API).
    const draftTitle = () => lake.fetch<string | null>('*[_id == $id][0].sections[_key == "tiles"][0].tiles[_key == "tile1"][0].heading', { id: `drafts.${HOME}` }, { perspective: 'raw' });
    await expect.poll(draftTitle, { timeout: 60_000 }).toBe(title);
    // A draft is the editor's alone: the public page does not show it.
    expect((await hostRequest('valley-used-cars.localhost', 'GET', '/')).text).not.toContain(title);

    await page.keyboard.press('Escape');
    await publishInStudio(page);
    const publishedAt = Date.now();
    // The first request after the publish answered shows it: no retry, so no stale page in between.
    // Not timed against a cached visit: this one renders the page afresh, which a loaded machine
    // (CI running journeys side by side) can stretch past a second.
    const next = await hostRequest('valley-used-cars.localhost', 'GET', '/');
    expect(next.text).toContain(title);
    console.info(`[studio journey] the tenant's next visit showed the published title ${Date.now() - publishedAt} ms after the publish answered`);
    expect((await hostRequest('outback-rv-and-moto.localhost', 'GET', '/')).text).not.toContain(title);
    await page.goto(tenantUrl('valley-used-cars'));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  } finally {
    await lake.patch(HOME).set({ [TILE_PATH]: original }).commit();
    await lake.delete(`drafts.${HOME}`);
  }
});
