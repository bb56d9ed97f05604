import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DATA_LAYER_KEY, recordDataLayer, recordedDataLayer, recordedWithId } from '../support/data-layer';
import { tenantUrl } from '../support/demo';
import { findCar, shopper } from '../support/lead-inbox';
import { latestCode, uniqueMobile } from '../support/shopper-sign-in';

async function fillContact(page: Page, who: ReturnType<typeof shopper>) {
  await page.getByRole('textbox', { name: 'First Name' }).fill(who.name);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(who.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(who.phone);
}

/**
 * SPEC 7 analytics, the sign-in and lead events: 36 code sent, 37 verified, 22 general enquiry,
 * 14 and 15 enquiries about a new and a used car, 17 and 48 test drives of a new and a used car,
 * each reaching the dataLayer exactly once with its fields. 18 offer accepted and 51 career enquiry are
 * asserted at the end of the trade-in and careers walks that reach them (leads-trade-in, leads-forms).
 */
test('sign-in and lead events: 36, 37, 22, 14, 15, 17 and 48 once each with their fields', async ({ page }) => {
  test.setTimeout(120_000);
  const site = 'metro-motor-group';
  await page.addInitScript(recordDataLayer, DATA_LAYER_KEY);

  const phone = uniqueMobile();
  await page.goto(tenantUrl(site, '/sign-in?type=account'));
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect.poll(() => recordedWithId(page, 36)).toEqual([{ event: 'phoneVerification_codeSent', event_id: 36 }]);
  await page.getByLabel('Verification code').fill(await latestCode(site, phone));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  // Signed in, the page moves on (to the account); the events recorded before it did are kept.
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.waitForLoadState();
  await expect.poll(() => recordedWithId(page, 37)).toEqual([{ event: 'phoneVerification_verified', event_id: 37 }]);
  // Nothing personal goes to analytics.
  expect(JSON.stringify(await recordedDataLayer(page))).not.toContain(phone.slice(1));

  const newCar = await findCar(site, 'status:in_stock AND car_type:new');
  const usedCar = await findCar(site, 'status:in_stock AND car_type:used');
  const leads = [
    // Without a car the shopper picks the location; a car's forms go to the car's own.
    { path: '/contact', button: 'Send Message', id: 22, kind: 'contact', location: true },
    { path: `/contact?car_id=${newCar.id}`, button: 'Send Enquiry', id: 14, kind: 'enquiry', location: false },
    { path: `/contact?car_id=${usedCar.id}`, button: 'Send Enquiry', id: 15, kind: 'enquiry', location: false },
    { path: `/book-test-drive?car_id=${newCar.id}`, button: 'Book Test Drive', id: 17, kind: 'test-drive', location: false },
    { path: `/book-test-drive?car_id=${usedCar.id}`, button: 'Book Test Drive', id: 48, kind: 'test-drive', location: false },
  ] as const;
  const who = shopper('analytics');
  for (const lead of leads) {
    await page.goto(tenantUrl(site, lead.path));
    const location = page.getByRole('combobox', { name: 'Location', exact: true });
    await expect(location).toHaveCount(lead.location ? 1 : 0);
    if (lead.location) await location.selectOption({ index: 1 });
    const message = page.getByLabel(/How can we help\?|Comments/);
    await message.fill(`Event ${lead.id}, please.`);
    await fillContact(page, who);
    await page.getByRole('button', { name: lead.button }).click();
    await expect(page).toHaveURL(tenantUrl(site, '/success'));
    await expect.poll(() => recordedWithId(page, lead.id), `event ${lead.id}`).toEqual([
      expect.objectContaining({ event: 'lead_submitted', event_id: lead.id, lead_kind: lead.kind, lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
    ]);
  }

  const ids = (await recordedDataLayer(page)).map((entry) => entry.event_id).filter((id): id is number => typeof id === 'number');
  expect(ids).toEqual([36, 37, 22, 14, 15, 17, 48]);
});
