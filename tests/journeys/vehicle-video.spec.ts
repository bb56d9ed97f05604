import { expect, test } from '@playwright/test';
import { demo } from '../support/demo-dataset';
import { tenantUrl } from '../support/demo';
import { findCar } from '../support/vehicle-finder';

/**
 * SPEC 3 external_video_url: a car whose only video is a YouTube watch address plays it in place
 * on its vehicle page, as the embedded player (SPEC 2 video).
 */
test("a car's external YouTube video plays on its page", async ({ page }) => {
  let found: { site: string; slug: string; external: string } | null = null;
  for (const candidate of demo().vehicles.filter((v) => v.external_video_url && !v.video_url && v.show_on_dealer_website)) {
    const car = await findCar(candidate.site_slug, `id = ${candidate.id}`);
    if (car) {
      found = { site: candidate.site_slug, slug: car.slug, external: candidate.external_video_url! };
      break;
    }
  }
  expect(found, 'a demo car with only an external video').not.toBeNull();
  const id = new URL(found!.external).searchParams.get('v');
  await page.goto(tenantUrl(found!.site, `/cars/${found!.slug}`));
  await expect(page.locator(`iframe[src="https://www.youtube.com/embed/${id}"]`)).toHaveAttribute('title', /: video$/);
});
