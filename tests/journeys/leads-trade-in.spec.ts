import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DATA_LAYER_KEY, recordDataLayer, recordedWithId } from '../support/data-layer';
import { tenantUrl } from '../support/demo';
import { findCar, shopper, waitForInboxLead } from '../support/lead-inbox';

test('trade-in: rego lookup, vehicle, condition, contact, offer accepted', async ({ page }) => {
  // Four steps, two axe scans and two inbox reads: room for a busy CI machine.
  test.setTimeout(150_000);
  const car = await findCar('riverside-toyota', 'status:in_stock');
  await page.addInitScript(recordDataLayer, DATA_LAYER_KEY);
  await page.goto(tenantUrl('riverside-toyota', `/cars/trade-in?car_id=${car.id}`));
  await expect(page.getByText('Step 1 of 4: Your registration')).toBeVisible();

  await page.getByRole('button', { name: 'Find My Vehicle' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText('State of registration: This is a required field.');

  await page.getByLabel('Registration (rego)').fill('abc123');
  await page.getByLabel('State of registration').selectOption('QLD');
  await page.getByRole('button', { name: 'Find My Vehicle' }).click();
  await expect(page.getByText('Step 2 of 4: Vehicle details')).toBeVisible();
  await expect(page.getByText('We found your vehicle.')).toBeVisible();
  await expect(page.getByLabel('Make')).not.toHaveValue('');
  // A recent, low-kilometre car gets an online offer (SPEC 9: not over 7 years or 100,000 km).
  await page.getByLabel('Year').fill(String(new Date().getFullYear() - 2));
  await page.getByLabel('Odometer (km)').fill('32,000');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4: Condition')).toBeVisible();
  for (const group of await page.getByRole('group').all()) {
    const legend = await group.locator('legend').textContent();
    if (!legend) continue;
    const good = /service history|two keys/i.test(legend) ? 'Yes' : 'No';
    await group.getByLabel(good, { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4: Your details')).toBeVisible();
  await page.getByRole('button', { name: 'Get My Offer' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(summary).toContainText('*You must agree to the terms of use before submitting.');
  await expect(summary).toContainText('Mobile Number: This is a required field.');
  await expectNoSeriousA11yViolations(page);

  const who = shopper('trade-in');
  await page.getByLabel('First Name').fill(who.name);
  await page.getByLabel('Last Name').fill(who.lastName);
  await page.getByLabel('Postcode').fill('4068');
  await page.getByLabel('Mobile Number').fill('07 3123 4567');
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  const location = page.getByLabel('Where would you like your vehicle appraised?');
  await location.selectOption({ index: 1 });
  await page.getByLabel(/I agree to the terms of use/).check();
  await page.getByRole('button', { name: 'Get My Offer' }).click();
  await expect(page.getByText('Please enter a valid Australian mobile number.').first()).toBeVisible();
  await page.getByLabel('Mobile Number').fill(who.phone);
  // SPEC 7: the offer on screen is saved against the lead through /api/miscellaneous.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/miscellaneous') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Get My Offer' }).click();

  await expect(page.getByRole('heading', { name: 'Your trade-in offer' })).toBeVisible();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('offer-price')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/success'));

  const valuation = await waitForInboxLead('riverside-toyota', who.email, (l) => l.kind === 'trade-in');
  expect([valuation.category, valuation.subcategory]).toEqual(['Trade-In', '1. Valuation Requested']);
  expect(valuation.payload.userData).toMatchObject({ rego: 'ABC123', regoState: 'QLD', kms: 32000, car_id: car.id, phone: who.normalisedPhone });
  const accepted = await waitForInboxLead('riverside-toyota', who.email, (l) => l.kind === 'offer-accepted');
  expect([accepted.category, accepted.subcategory]).toEqual(['Trade-In', '3. Offer Accepted']);
  expect(accepted.payload.userData).toMatchObject({ lead_id: valuation.lead_id, offer_accepted: true, form_completed: true, offer_price: expect.any(Number) });
  expect(accepted.adf_xml).toContain('interest="trade-in"');
  // SPEC 7 analytics 18 (offer accepted): once, for the accepted lead, kept across the move to /success.
  expect(await recordedWithId(page, 18)).toEqual([{ event: 'lead_submitted', event_id: 18, lead_kind: 'offer-accepted', lead_id: accepted.lead_id }]);
});

test('trade-in: an older car gets the FAQ answer instead of an online offer', async ({ page }) => {
  await page.goto(tenantUrl('riverside-toyota', '/sell-your-car'));
  await page.getByLabel('State of registration').selectOption('NSW');
  await page.getByRole('button', { name: 'Find My Vehicle' }).click();
  await page.getByLabel('Year').fill('2012');
  await page.getByLabel('Make').fill('Holden');
  await page.getByLabel('Model').fill('Commodore');
  await page.getByLabel('Odometer (km)').fill('180000');
  await page.getByRole('button', { name: 'Next' }).click();
  // The six condition questions, each a group with its question as the legend.
  const questions = page.getByRole('group').filter({ has: page.locator('legend') });
  await expect(questions).toHaveCount(6);
  for (const question of await questions.all()) await question.getByLabel('Yes', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const who = shopper('old-car');
  await page.getByLabel('First Name').fill(who.name);
  await page.getByLabel('Last Name').fill(who.lastName);
  await page.getByLabel('Postcode').fill('2000');
  await page.getByLabel('Mobile Number').fill(who.phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  const location = page.getByLabel('Where would you like your vehicle appraised?');
  await location.selectOption({ index: 1 });
  await page.getByLabel(/I agree to the terms of use/).check();
  await page.getByRole('button', { name: 'Get My Offer' }).click();
  await expect(page.getByText(/generally can't give an online estimate for vehicles over 7 years old or with more than 100,000 km/)).toBeVisible();
  const lead = await waitForInboxLead('riverside-toyota', who.email);
  expect(lead.subcategory).toBe('1. Valuation Requested');
});
