import { awaitingCode, expect, test } from '../support/test';
import { TEST_PORT, tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { localEditor } from '../support/studio';

/**
 * A dealer's marketing staff preview an unpublished change (SPEC 1): the Studio's Presentation
 * tool opens the tenant's own page in draft mode (through /api/draft-mode/enable with the secret
 * it stored in the local Content Lake) and shows the draft, with the preview banner; every
 * visitor, and the editor's own browser outside the Studio, still sees the published page.
 */
// A page no other Studio journey edits, so the journeys can run side by side.
const PAGE = 'page-riverside-toyota-about-us';
const HEADING_PATH = 'sections[_key=="story"].body[_key=="storyb1"].children[_key=="storyb1s1"].text';
const HEADING = '*[_id == $id][0].sections[_key == "story"][0].body[_key == "storyb1"][0].children[0].text';

test('a draft shows in the Studio\'s Presentation preview and not on the public page until published', async ({ page, browser }) => {
  // The Studio starts with several listeners over one HTTP/1.1 connection pool, then loads the
  // framed page: 1.4 min on a machine busy with builds, more than 150 s once in CI.
  test.setTimeout(480_000);
  const lake = await localEditor();
  const published = await lake.fetch<string>(HEADING, { id: PAGE });
  const drafted = `Serving the west, draft ${Date.now()}`;
  const document = await lake.getDocument(PAGE);
  expect(document).toBeDefined();
  await lake.createOrReplace({ ...document!, _id: `drafts.${PAGE}` });
  await lake.patch(`drafts.${PAGE}`).set({ [HEADING_PATH]: drafted }).commit();
  try {
    const previewed = tenantUrl('riverside-toyota', '/about-us');
    await page.goto(`http://localhost:${TEST_PORT}/studio/presentation?preview=${encodeURIComponent(previewed)}`);
    // Presentation stores a preview secret, then frames the tenant's enable route, which
    // redirects to the page in draft mode.
    const preview = page.frameLocator('iframe[src*="riverside-toyota.localhost"]');
    await expect(preview.getByRole('heading', { name: drafted })).toBeVisible({ timeout: 300_000 });
    await expect(preview.getByTestId('preview-banner')).toContainText('Preview mode');

    // The public page: a visitor's request, and a browser that never opened the Studio.
    const visit = await hostRequest('riverside-toyota.localhost', 'GET', '/about-us');
    expect(visit.status).toBe(200);
    expect(visit.text).toContain(published);
    expect(visit.text).not.toContain(drafted);
    const visitor = await browser.newContext();
    try {
      const site = awaitingCode(await visitor.newPage());
      await site.goto(previewed);
      await expect(site.getByRole('heading', { name: published })).toBeVisible();
      await expect(site.getByText(drafted)).toHaveCount(0);
      await expect(site.getByTestId('preview-banner')).toHaveCount(0);
    } finally {
      await visitor.close();
    }
    // Draft mode needs the secret: a guessed one is refused.
    expect((await hostRequest('riverside-toyota.localhost', 'GET', '/api/draft-mode/enable?sanity-preview-secret=guessed&sanity-preview-pathname=/about-us')).status).toBe(401);
  } finally {
    await lake.delete(`drafts.${PAGE}`);
  }
});
