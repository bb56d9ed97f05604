import type { Page } from '@playwright/test';
import { awaitingCode, expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { localEditor, openInStudio, publishInStudio } from '../support/studio';

/**
 * A dealer's marketing staff reorder a page's section blocks in the Studio (SPEC 1: page layouts
 * are theirs to edit): the promo tiles move above the featured caravans by the block's drag
 * handle, and once published the tenant's home page shows the blocks in the new order.
 */
// A tenant no other Studio journey edits, so the journeys can run side by side.
// A tall window: the Studio renders only the list items it shows.
test.use({ viewport: { width: 1400, height: 1600 } });
const HOME = 'page-outback-rv-and-moto-home';
const TILES = 'Explore';
const CARAVANS = 'Caravans ready for the road';
const sectionKeys = '*[_id == $id][0].sections[]._key';

test('reorder two blocks of a page in the Studio, publish, and the site shows the new order', async ({ page }) => {
  // The Studio starts with several listeners over one HTTP/1.1 connection pool: give it time.
  test.setTimeout(400_000);
  const lake = await localEditor();
  const original = await lake.fetch<Record<string, unknown>[]>('*[_id == $id][0].sections', { id: HOME });
  const keys = original.map((section) => section._key);
  expect(keys.slice(0, 3)).toEqual(['hero', 'caravans', 'tiles']);
  await lake.delete(`drafts.${HOME}`);
  try {
    await openInStudio(page, HOME, 'page', 'sections');
    // The tiles block's row in the Sections list: its preview and its drag handle.
    const tilesRow = page.getByRole('button', { name: new RegExp(`^${TILES} `) }).locator('xpath=ancestor::*[.//*[@data-ui="DragHandleButton"]][1]');
    await expect(tilesRow).toBeVisible({ timeout: 150_000 });
    // Picked up by its handle and moved one place up, as the Studio's sortable list allows from
    // the keyboard (Space, arrow, Space) as well as by dragging.
    // Each step waits for what the list announces to screen readers.
    const announcement = page.getByRole('status').filter({ hasText: 'Draggable item' });
    await tilesRow.locator('[data-ui="DragHandleButton"]').focus();
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('Draggable item tiles was moved over droppable area tiles');
    // An arrow pressed before the list has measured its rows (a frame or more after the pick-up,
    // longer on a busy machine) moves nothing and announces nothing: press again only while the
    // item is still over its own place, so a slow announcement never costs a second move.
    await expect(async () => {
      if ((await announcement.textContent())?.includes('over droppable area tiles')) await page.keyboard.press('ArrowUp');
      await expect(announcement).toContainText('Draggable item tiles was moved over droppable area caravans', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('Draggable item tiles was dropped over droppable area caravans');
    const draftKeys = () => lake.fetch<string[]>(sectionKeys, { id: `drafts.${HOME}` }, { perspective: 'raw' });
    await expect.poll(draftKeys, { timeout: 60_000 }).toEqual(['hero', 'tiles', 'caravans', ...keys.slice(3)]);
    // Until it is published the site (in another tab) keeps the old order.
    const site = awaitingCode(await page.context().newPage());
    await site.goto(tenantUrl('outback-rv-and-moto'));
    await expect(site.getByRole('heading', { name: CARAVANS })).toBeVisible();
    expect(await headingOrder(site)).toEqual([CARAVANS, TILES]);

    await page.bringToFront();
    await publishInStudio(page);
    expect(await lake.fetch<string[]>(sectionKeys, { id: HOME })).toEqual(['hero', 'tiles', 'caravans', ...keys.slice(3)]);
    await site.reload();
    await expect(site.getByRole('heading', { name: CARAVANS })).toBeVisible();
    expect(await headingOrder(site)).toEqual([TILES, CARAVANS]);
  } finally {
    await lake.patch(HOME).set({ sections: original }).commit();
    await lake.delete(`drafts.${HOME}`);
  }
});

/** The two blocks' headings in the order the page shows them. */
async function headingOrder(page: Page): Promise<string[]> {
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  return headings.map((text) => text.trim()).filter((text) => text === TILES || text === CARAVANS);
}
