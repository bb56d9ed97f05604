import { expect, test } from '../support/test';
import { localEditor, openInStudio } from '../support/studio';

/**
 * A dealer's marketing staff look back at a page's history in the Studio (SPEC 1), from what the
 * local Content Lake logged: Review changes shows what the last publish changed since the one
 * before, the History tab lists the publishes, and choosing the earlier one shows the page as it
 * was then.
 */
// A page no other Studio journey edits, so the journeys can run side by side.
const PAGE = 'page-valley-used-cars-about-us';

test('the Studio\'s History panel lists the publishes and shows the page at an earlier one', async ({ page }) => {
  // The Studio starts with several listeners over one HTTP/1.1 connection pool: give it time.
  test.setTimeout(300_000);
  const lake = await localEditor();
  const original = await lake.fetch<string>('*[_id == $id][0].title', { id: PAGE });
  const stamp = Date.now();
  const [earlier, later] = [`About us, spring ${stamp}`, `About us, summer ${stamp}`];
  await lake.delete(`drafts.${PAGE}`);
  try {
    // Two rounds of what the Studio sends: an edit (which makes the draft), then Publish.
    for (const title of [earlier, later]) {
      await lake.action({ actionType: 'sanity.action.document.edit', draftId: `drafts.${PAGE}`, publishedId: PAGE, patch: { set: { title } } });
      await lake.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${PAGE}`, publishedId: PAGE });
    }
    await openInStudio(page, PAGE, 'page', 'title');
    const title = page.locator("input[id='title']");
    await expect(title).toHaveValue(later, { timeout: 150_000 });
    await page.getByRole('button', { name: /Last published/ }).click();
    // Review changes: from the publish before the last one, the title's spring became summer.
    const panel = page.getByRole('complementary');
    await expect(panel.getByRole('deletion')).toHaveText('pring', { timeout: 60_000 });
    await expect(panel.getByRole('insertion')).toHaveText('ummer');
    // The History tab lists the publishes; choosing the earlier one shows the page as it was.
    await panel.getByRole('tab', { name: 'History' }).click();
    const publishes = panel.getByText('Published', { exact: true });
    await expect(publishes.nth(1)).toBeVisible({ timeout: 60_000 });
    await publishes.nth(1).click();
    await expect(title).toHaveValue(earlier, { timeout: 60_000 });
  } finally {
    await lake.delete(`drafts.${PAGE}`);
    await lake.patch(PAGE).set({ title: original }).commit();
  }
});
