import { randomUUID } from 'node:crypto';
import { awaitingCode, expect, test } from '../support/test';
import { TEST_PORT, tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { localEditor } from '../support/studio';

/**
 * A dealer's marketing staff watch their draft on the dealer's own page as they type (SPEC 1):
 * the page in draft mode (entered as the Studio's Presentation tool enters it, with a preview
 * secret stored in the local Content Lake) listens to the lake's live events through
 * next-sanity's <SanityLive>, and each draft edit shows without a reload; visitors keep the
 * published page until the edit is published.
 */
// A tile no other journey edits (content-lake.spec.ts changes tile1 of the same page's published copy).
const HOME = 'page-riverside-toyota-home';
const TILE = 'sections[_key=="tiles"].tiles[_key=="tile2"].heading';
const HEADING = '*[_id == $id][0].sections[_key == "tiles"][0].tiles[_key == "tile2"][0].heading';

test('a draft edit shows on the previewed page as the editor types, and on the public page only once published', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const lake = await localEditor();
  const original = await lake.fetch<string>(HEADING, { id: HOME });
  const secret = randomUUID();
  const secretId = `drafts.journey-preview-${secret.slice(0, 8)}`;
  const drafted = `Certified Pre-Owned, drafted ${Date.now()}`;
  await lake.delete(`drafts.${HOME}`);
  await lake.create({ _id: secretId, _type: 'sanity.previewUrlSecret', secret, studioUrl: `http://localhost:${TEST_PORT}/studio` });
  try {
    const listening = page.waitForResponse((response) => response.url().includes('/api/draft-mode/live/') && response.url().includes('/data/live/events/'));
    await page.goto(tenantUrl('riverside-toyota', `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/`));
    await expect(page.getByTestId('preview-banner')).toContainText('Preview mode');
    await expect(page.getByRole('heading', { name: original })).toBeVisible();
    expect((await listening).status()).toBe(200);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // The editor types: the draft is created, then changed twice, as the Studio saves keystrokes.
    const published = await lake.getDocument(HOME);
    await lake.createOrReplace({ ...published!, _id: `drafts.${HOME}` });
    await lake.patch(`drafts.${HOME}`).set({ [TILE]: drafted.slice(0, 20) }).commit();
    await expect(page.getByRole('heading', { name: drafted.slice(0, 20), exact: true })).toBeVisible({ timeout: 5_000 });
    await lake.patch(`drafts.${HOME}`).set({ [TILE]: drafted }).commit();
    await expect(page.getByRole('heading', { name: drafted })).toBeVisible({ timeout: 5_000 });
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // Visitors, and a browser outside draft mode, still see the published tile.
    const visit = await hostRequest('riverside-toyota.localhost', 'GET', '/');
    expect(visit.text).toContain(original);
    expect(visit.text).not.toContain(drafted);
    const visitor = await browser.newContext();
    try {
      const site = awaitingCode(await visitor.newPage());
      await site.goto(tenantUrl('riverside-toyota'));
      await expect(site.getByRole('heading', { name: original })).toBeVisible();
      await expect(site.getByText(drafted)).toHaveCount(0);
      // A page outside draft mode may not listen to drafts.
      expect((await hostRequest('riverside-toyota.localhost', 'GET', '/api/draft-mode/live/v2025-06-01/data/live/events/production?includeDrafts=true')).status).toBe(401);

      // Published: the visitor's next visit shows it.
      await lake.transaction().patch(HOME, (patch) => patch.set({ [TILE]: drafted })).delete(`drafts.${HOME}`).commit();
      expect((await hostRequest('riverside-toyota.localhost', 'GET', '/')).text).toContain(drafted);
      await site.reload();
      await expect(site.getByRole('heading', { name: drafted })).toBeVisible();
    } finally {
      await visitor.close();
    }
  } finally {
    await lake.transaction().patch(HOME, (patch) => patch.set({ [TILE]: original })).delete(`drafts.${HOME}`).delete(secretId).commit();
  }
});
