import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { listedDemoCar } from '../support/listed-demo-car';

/**
 * SPEC 3 external_video_url: a car whose only video is a YouTube watch address plays it in place
 * on its vehicle page, as the embedded player (SPEC 2 video).
 */
test("a car's external YouTube video plays on its page", async ({ page }) => {
  const found = await listedDemoCar((v) => !!v.external_video_url && !v.video_url);
  expect(found, 'a demo car with only an external video').not.toBeNull();
  const id = new URL(found!.vehicle.external_video_url!).searchParams.get('v');
  await page.goto(tenantUrl(found!.vehicle.site_slug, `/cars/${found!.slug}`));
  await expect(page.locator(`iframe[src="https://www.youtube.com/embed/${id}"]`)).toHaveAttribute('title', /: video$/);
});
