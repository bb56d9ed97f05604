import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo } from '../support/demo-dataset';
import { tenantUrl } from '../support/demo';
import { findCar } from '../support/vehicle-finder';

type DataLayerEntry = Record<string, unknown> & { event?: string; event_id?: number };

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);
const withId = async (page: Page, id: number) => (await dataLayer(page)).filter((entry) => entry.event_id === id);

/** A used, in-stock car of the tenant with a history report (the page's History Report button). */
async function usedCarWithReport(site: string) {
  for (const candidate of demo().vehicles.filter((v) => v.site_slug === site && v.car_type === 'used' && v.file && v.show_on_dealer_website)) {
    const car = await findCar(site, `id = ${candidate.id} AND status:in_stock AND reserved:false`);
    if (car) return car;
  }
  throw new Error(`No used in-stock car with a history report on ${site}`);
}

/**
 * SPEC 7 analytics: a shopper searching and looking at a used car. Each event reaches the
 * dataLayer exactly once, with its fields: 49 search page view, 4 used vehicle view, 25 phone
 * click, 26 calculator use (first interaction only), 39 save car, 60 history report, 61 print.
 * The lead events (14, 15, 17, 48, 18, 22, 51) are asserted where each form is submitted
 * (analytics-leads, leads-forms and leads-trade-in journeys).
 */
test('search and vehicle page events: 49, 4, 25, 26, 39, 60 and 61 once each with their fields', async ({ page }) => {
  const site = 'valley-used-cars';
  await page.goto(tenantUrl(site, '/search/used-cars'));
  await page.locator('[data-search-hydrated="true"]').first().waitFor({ state: 'attached' });
  await expect.poll(() => withId(page, 49)).toEqual([expect.objectContaining({ event: 'search_page_view', page_path: '/search/used-cars', site })]);
  // A refinement is not another page view.
  await page.getByRole('combobox', { name: /sort/i }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/sortBy=/);
  expect(await withId(page, 49)).toHaveLength(1);

  const car = await usedCarWithReport(site);
  await page.goto(tenantUrl(site, `/cars/${car.slug}`));
  await expect.poll(() => withId(page, 4)).toEqual([expect.objectContaining({ event: 'vehicle_usedVehicleView', slug: car.slug })]);

  await page.locator('summary', { hasText: /XX XXXX\s*Show number/ }).click();
  await expect.poll(() => withId(page, 25)).toEqual([expect.objectContaining({ event_id: 25 })]);

  const calculator = page.getByTestId('finance-calculator');
  await calculator.getByText('Fortnight', { exact: false }).first().click();
  await calculator.getByText('Month', { exact: false }).first().click();
  await expect.poll(() => withId(page, 26)).toEqual([expect.objectContaining({ event: 'vehicle_calculatorUse', calculator: 'finance' })]);

  const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
  await favourite.click();
  await expect(page.getByRole('button', { name: 'Favourited', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favourited', exact: true }).click(); // removing is not a save
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute('aria-pressed', 'false');
  expect(await withId(page, 39)).toEqual([expect.objectContaining({ event: 'favourite_saveCar', car_id: car.id })]);

  for (const [name, id] of [['History Report', 60], ['Print', 61]] as const) {
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name }).click();
    await (await popup).close();
    expect(await withId(page, id), name).toEqual([expect.objectContaining({ event_id: id, slug: car.slug })]);
  }

  const ids = (await dataLayer(page)).map((entry) => entry.event_id).filter((id): id is number => typeof id === 'number');
  expect(ids.sort((a, b) => a - b)).toEqual([4, 25, 26, 39, 60, 61]);
});
