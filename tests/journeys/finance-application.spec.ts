import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { shopper, waitForInboxLead } from '../support/lead-inbox';
import { latestCode } from '../support/shopper-sign-in';
import { findCar } from '../support/vehicle-finder';

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Step 2 of Get Finance in `form` (the page's form or the popup): details, the phone verified with the code from the local inbox, then pre-approval. */
async function yourDetails(page: Page, form: Locator, who: ReturnType<typeof shopper>, { dealership }: { dealership: boolean }) {
  await expect(form.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await form.getByRole('textbox', { name: 'First Name' }).fill(who.name);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(who.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
  // The phone is verified with a 6-digit code through the auth port (the local SMS inbox).
  await form.getByLabel('Mobile number').fill(who.normalisedPhone);
  await form.getByRole('button', { name: 'Send Code' }).click();
  await form.getByLabel('Verification code').fill(await latestCode('metro-motor-group', who.normalisedPhone));
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText(`Mobile verified: ${who.normalisedPhone}`)).toBeVisible();
  await form.getByRole('textbox', { name: 'Postcode' }).fill('4000');
  if (dealership) await form.getByLabel('Preferred dealership').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Get pre-approved' }).click();
  await expect(form.getByRole('heading', { name: 'Instant pre-approval' })).toBeVisible();
}

/** Steps 1 and 2 of Get Finance on /finance; returns the form. */
async function estimateAndDetails(page: Page, who: ReturnType<typeof shopper>) {
  await page.goto(tenantUrl('metro-motor-group', '/finance'));
  const form = page.getByTestId('get-finance');
  await expect(form.getByRole('heading', { name: 'Quick Estimate' })).toBeVisible();

  // Digits only while typing, clamped on blur (SPEC 5).
  const price = form.getByRole('textbox', { name: 'Purchase price' });
  await price.fill('$4,500');
  await expect(price).toHaveValue('4500');
  await price.blur();
  await expect(price).toHaveValue('10000');
  await price.fill('35000');
  await form.getByLabel('Loan term').selectOption('4');
  await form.getByText('Decent', { exact: true }).click();
  const weekly = form.getByTestId('estimate-weekly');
  await expect(weekly).toBeVisible();
  // Monthly = weekly x 4.33 (SPEC 7).
  const monthly = money(await form.getByTestId('estimate-monthly').textContent());
  expect(monthly).toBeCloseTo(Math.round(money(await weekly.textContent()) * 4.33 * 100) / 100, 1);
  await expect(form.getByTestId('comparison-warning').first()).toContainText('WARNING: This comparison rate is true only for the examples given');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Next' }).click();

  await yourDetails(page, form, who, { dealership: true });
  return form;
}

test.describe('Get Finance in four steps (SPEC 2, 4, 7, 8)', () => {
  test('estimate, details, pre-approval, apply: the lead reaches the CRM and the shopper lands on the lender with their details', async ({ page }) => {
    const who = shopper('finance');
    const form = await estimateAndDetails(page, who);
    await expect(form.getByTestId('decision')).toHaveText('You are pre-approved');
    await expect(form.getByTestId('quote-per-fortnight')).toBeVisible();
    await expect(form.getByText('Establishment fee')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const lead = await waitForInboxLead('metro-motor-group', who.email);
    expect(lead.category).toBe('Finance Enquiry');
    expect((lead.payload as unknown as { tags: string[] }).tags).toEqual(['Metro Finance']);
    expect(lead.payload.userData).toMatchObject({ amount: 35000, term: 4, selfAssessedCreditScore: 'DECENT', postcode: '4000', phone: who.normalisedPhone });

    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('heading', { name: 'Apply to lender' })).toBeVisible();
    await form.getByRole('button', { name: 'Apply to lender' }).click();
    await expect(page).toHaveURL(/\/dev\/lender\/[0-9a-f-]{36}$/);
    const application = page.getByTestId('lender-application');
    for (const text of [who.name, who.lastName, who.email, who.normalisedPhone, '$35,000', '4 years', 'Decent']) await expect(application).toContainText(text);
    await expectNoSeriousA11yViolations(page);
  });

  test('the provider refusing the customer at step 4 shows the message and keeps the application', async ({ page }) => {
    const who = { ...shopper('refused'), email: `lender-refuses+${Date.now().toString(36)}@example.com` };
    const form = await estimateAndDetails(page, who);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Apply to lender' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to create customer with the provider');
    await expect(page).toHaveURL(tenantUrl('metro-motor-group', '/finance'));
    await expect(form.getByRole('button', { name: 'Apply to lender' })).toBeEnabled();
    // The lead reached the CRM whatever the provider answered.
    expect((await waitForInboxLead('metro-motor-group', who.email)).category).toBe('Finance Enquiry');
  });

  test("in a vehicle page's popup, the provider refusing the customer at step 4 shows the message and keeps the dialog and the application", async ({ page }) => {
    const car = await findCar('metro-motor-group', 'status:in_stock AND price > 10000 AND price < 200000');
    await page.goto(tenantUrl('metro-motor-group', `/cars/${car!.slug}`));
    await page.getByRole('link', { name: 'Get Finance' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get Finance' });
    await expect(dialog.getByTestId('estimate-weekly')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const who = { ...shopper('popup-refused'), email: `lender-refuses+${Date.now().toString(36)}@example.com` };
    await yourDetails(page, dialog, who, { dealership: false });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Apply to lender' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to create customer with the provider');
    await expect(page).toHaveURL(tenantUrl('metro-motor-group', `/cars/${car!.slug}`));
    await expect(dialog).toContainText(car!.name);
    await expect(dialog.getByRole('button', { name: 'Apply to lender' })).toBeEnabled();
    // The lead for this car reached the CRM whatever the provider answered.
    const lead = await waitForInboxLead('metro-motor-group', who.email);
    expect(lead.category).toBe('Finance Enquiry');
    expect(lead.payload.userData).toMatchObject({ amount: Math.round(car!.price), car_id: String(car!.id), phone: who.normalisedPhone });
  });

  test('details go no further until the phone is verified; what was typed stays', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/finance'));
    const form = page.getByTestId('get-finance');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await form.getByRole('button', { name: 'Get pre-approved' }).click();
    await expect(form.getByTestId('finance-alert')).toHaveText('Please verify your mobile number with the 6-digit code we send you.');
    await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Sam');
    await expect(form.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the finance APIs refuse an unknown application and out-of-range quotes with messages', async () => {
    const res = await hostRequest('metro-motor-group.localhost', 'POST', '/api/finance/customer', { lead_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'This application has expired. Please start again.' });
    const bad = await hostRequest('metro-motor-group.localhost', 'POST', '/api/finance/quote', { purchasePrice: 5, loanTerm: 9, selfAssessedCreditScore: 'OK' });
    expect(bad.status).toBe(400);
    expect((bad.json as { fieldErrors: Record<string, string[]> }).fieldErrors).toMatchObject({ purchasePrice: ['Must be at least 10000.'], loanTerm: ['Must be at most 7.'] });
  });

  test('Get Finance on a search result card opens the popup for that car; its lead names the car; Apply to lender lands on the lender with it', async ({ page }) => {
    const car = await findCar('metro-motor-group', 'status:in_stock AND price > 10000 AND price < 200000');
    await page.goto(tenantUrl('metro-motor-group', `/search/new-used-and-demo-cars?query=${encodeURIComponent(car!.name)}`));
    const card = page.getByTestId('search-results').locator(`li[data-car-id="${car!.id}"]`);
    const link = card.getByRole('link', { name: /^Get Finance/ });
    // Read before the dialog opens: the page behind a modal is hidden from the accessibility tree.
    const title = await card.getByRole('heading').textContent();
    // Without JavaScript, in a new tab or with a modified click it is the finance form for this car.
    await expect(link).toHaveAttribute('href', new RegExp(`^/finance\\?.*car_id=${car!.id}.*#finance-form$`));
    // Until the page's code has run the link is that link; the popup is there once it has.
    await page.locator('[data-search-hydrated="true"]').first().waitFor({ state: 'attached' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Get Finance' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/search\//);
    await expect(dialog).toContainText(`Finance for the ${title}`);
    await expect(dialog.getByLabel('Purchase price')).toHaveValue(String(Math.round(car!.price)));
    await expect(dialog.getByTestId('estimate-weekly')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Closing gives focus back to the card's link.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();

    // The estimate arrives after the popup opens; the box it fills keeps its height, so Next stays
    // where the shopper is about to tap.
    let answerQuote = () => {};
    const quoteHeld = new Promise<void>((resolve) => { answerQuote = resolve; });
    await page.route('**/api/finance/quote', async (route) => { await quoteHeld; await route.continue(); });
    await link.click();
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(dialog.getByText('Working out your estimate…')).toBeVisible();
    const nextBefore = await next.boundingBox();
    answerQuote();
    await expect(dialog.getByTestId('estimate-weekly')).toBeVisible();
    expect(await next.boundingBox()).toEqual(nextBefore);
    await next.click();
    const who = shopper('card-finance');
    await yourDetails(page, dialog, who, { dealership: false });
    await expect(dialog.getByTestId('decision')).toBeVisible();
    const lead = await waitForInboxLead('metro-motor-group', who.email);
    expect(lead.category).toBe('Finance Enquiry');
    expect(lead.payload.userData).toMatchObject({ amount: Math.round(car!.price), car_id: String(car!.id) });

    // Step 4 in the popup: the shopper lands on the local lender's page with their details and this car.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Apply to lender' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply to lender' }).click();
    await expect(page).toHaveURL(/\/dev\/lender\/[0-9a-f-]{36}$/);
    const application = page.getByTestId('lender-application');
    for (const text of [who.name, who.lastName, who.email, who.normalisedPhone, `$${Math.round(car!.price).toLocaleString('en-AU')}`]) await expect(application).toContainText(text);
    await expect(application).not.toContainText('Not chosen yet');
  });
});
