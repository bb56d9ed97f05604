import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { blockPageCode } from '../support/lazy-code';
import { tenantUrl } from '../support/demo';
import { waitForInboxLead } from '../support/lead-inbox';
import { reservableCar } from '../support/reservable-car';
import { completeSignIn, uniqueMobile } from '../support/shopper-sign-in';

// Buy online (SPEC 2 /checkout-journey?car_id=) on the used-car dealer, which gates it behind a
// verified phone: six steps saved on the server, a trade-in valued and credited, delivery priced
// by postcode, leaving at step 4 and coming back to it, then the deposit paid with Stripe's test
// card and the whole deal in the dealer's inbox; and the same on finance, quoted at step 3.
const tenant = 'valley-used-cars';

/** Step 5: the buyer's details in Toowoomba, then on to the review. */
async function fillBuyer(page: Page, buyer: { lastName: string; email: string; street: string; licence: string }) {
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Street address').fill(buyer.street);
  await page.getByLabel('Suburb').fill('Toowoomba');
  await page.getByLabel('State', { exact: true }).selectOption('QLD');
  await page.getByLabel('Postcode', { exact: true }).fill('4350');
  await page.getByLabel('Driver licence number').fill(buyer.licence);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Step 6: the deposit with Stripe's test card that succeeds. */
async function payDeposit(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$[\d,.]+ deposit$/ }).click();
}

test('buy online end to end: sign in, trade-in, cash, leave at step 4 and resume, delivery, details, pay the deposit', async ({ page }) => {
  test.setTimeout(300_000);
  const car = await reservableCar(tenant, 60);
  const phone = uniqueMobile();
  const email = `buyer-${phone}@example.com`;

  await page.goto(tenantUrl(tenant, `/checkout-journey?car_id=${car.slug}`));
  await completeSignIn(page, tenant, phone, 'Jordan');
  // Signing in and rendering the journey can take a while on a loaded machine: wait for it.
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('online');
  await expect(page.getByTestId('journey-step')).toHaveText('Step 1 of 6: Your car');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: nothing chosen does not advance; a trade-in is valued and its offer shown.
  await expect(page.getByTestId('journey-step')).toHaveText('Step 2 of 6: Trade-in');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#trade-has_trade_in-error')).toHaveText('This is a required field.');
  await expect(page.getByTestId('journey-step')).toHaveText('Step 2 of 6: Trade-in');
  await page.getByLabel('Yes, value my trade-in').check();
  await page.getByLabel('State of registration').selectOption('QLD');
  await page.getByLabel('Year', { exact: true }).fill('2019');
  await page.getByLabel('Make', { exact: true }).fill('Toyota');
  await page.getByLabel('Model', { exact: true }).fill('Corolla');
  await page.getByLabel('Odometer (km)').fill('60000');
  for (const [question, answer] of [['accident', 'No'], ['body damage', 'No'], ['warning lights', 'No'], ['service history', 'Yes'], ['two keys', 'Yes'], ['finance owing', 'No']] as const) {
    await page.getByLabel(new RegExp(question)).selectOption(answer);
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: cash.
  await expect(page.getByTestId('journey-step')).toHaveText('Step 3 of 6: Payment method');
  await page.getByLabel('Cash or bank transfer').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('journey-step')).toHaveText('Step 4 of 6: Delivery or pickup');

  // Leave at step 4 and come back: the journey opens at step 4 with the trade-in kept.
  await page.goto(tenantUrl(tenant, `/cars/${car.slug}`));
  await page.goto(tenantUrl(tenant, `/checkout-journey?car_id=${car.slug}`));
  await expect(page.getByTestId('journey-step')).toHaveText('Step 4 of 6: Delivery or pickup');
  await page.getByRole('button', { name: '2. Trade-in' }).click();
  await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Toyota');
  await expect(page.getByTestId('trade-in-offer')).toContainText(/Our offer for your 2019 Toyota Corolla: \$[\d,]+/);
  await page.getByRole('button', { name: '4. Delivery or pickup' }).click();

  // Step 4: delivery to Toowoomba on the first day offered; a bad postcode first.
  await page.getByLabel('Deliver to me').check();
  const date = page.getByLabel('Delivery date');
  await date.fill((await date.getAttribute('min'))!);
  await page.getByLabel('Delivery postcode').fill('43');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#handover-postcode-error')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
  await page.getByLabel('Delivery postcode').fill('4350');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 5: the buyer; the verified mobile is the session's.
  await expect(page.getByTestId('journey-step')).toHaveText('Step 5 of 6: Your details');
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Mobile')).toHaveValue(phone);
  await fillBuyer(page, { lastName: 'Buyer', email, street: '1 Ruthven Street', licence: '12345678' });

  // Step 6: the itemised deal, then the deposit.
  await expect(page.getByTestId('journey-step')).toHaveText('Step 6 of 6: Review and pay deposit');
  const totals = page.getByTestId('journey-totals');
  await expect(totals).toContainText('Trade-in credit');
  await expect(totals).toContainText('Delivery');
  await expect(totals).toContainText('Deposit paid today');
  const balance = await page.getByTestId('journey-balance').textContent();
  await payDeposit(page);

  await expect(page.getByTestId('purchase-confirmation')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you, Jordan');
  await expect(page.getByTestId('purchase-reference')).toHaveText(/^R-[A-Z2-9]{8}$/);
  await expect(page.getByText(/Reserved for you until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d{2} (am|pm)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const lead = await waitForInboxLead(tenant, email, (l) => l.category === 'Online Purchase');
  const deal = lead.payload.userData.deal as { balance: number; handover: { method: string; postcode: string; fee: number }; trade_in: { offer: number } };
  expect(deal.handover).toMatchObject({ method: 'delivery', postcode: '4350' });
  expect(deal.trade_in.offer).toBeGreaterThan(0);
  expect(deal.balance).toBe(Number(balance!.replace(/[$,]/g, '')));
  expect(lead.payload.userData.licence_number).toBe('12345678');
});

test('buy online on finance: step 3 quotes the balance through the finance quote, the review and the dealer\'s lead carry it', async ({ page }) => {
  test.setTimeout(300_000);
  const car = await reservableCar(tenant, 62);
  const phone = uniqueMobile();
  const email = `finance-buyer-${phone}@example.com`;

  await page.goto(tenantUrl(tenant, `/checkout-journey?car_id=${car.slug}`));
  await completeSignIn(page, tenant, phone, 'Morgan');
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}$`), { timeout: 30_000 });
  await expect(page.getByTestId('journey-step')).toHaveText('Step 1 of 6: Your car');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('journey-step')).toHaveText('Step 2 of 6: Trade-in');
  await page.getByLabel('No trade-in').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: finance over 3 years with a decent credit history; the term and history only show for finance.
  await expect(page.getByTestId('journey-step')).toHaveText('Step 3 of 6: Payment method');
  await expect(page.getByLabel('Loan term (years)')).toBeHidden();
  await page.getByLabel('Finance', { exact: true }).check();
  await page.getByLabel('Loan term (years)').selectOption('3');
  await page.getByLabel('Credit history').selectOption('DECENT');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('journey-step')).toHaveText('Step 4 of 6: Delivery or pickup');

  // Back at step 3 the quote is shown and the choices kept.
  await page.getByRole('button', { name: '3. Payment method' }).click();
  const quote = page.getByTestId('finance-quote');
  await expect(quote).toHaveText(/^Estimated \$[\d,.]+ per week over 3 years for \$[\d,.]+ at [\d.]+% p\.a\. \(comparison rate [\d.]+% p\.a\.\)\.$/);
  await expect(page.getByLabel('Loan term (years)')).toHaveValue('3');
  await expect(page.getByLabel('Credit history')).toHaveValue('DECENT');
  const [, weekly, financed] = /^Estimated (\$[\d,.]+) per week over 3 years for (\$[\d,.]+)/.exec((await quote.textContent())!)!;
  await page.getByRole('button', { name: '4. Delivery or pickup' }).click();

  // Step 4: pickup on the first day offered; step 5: the buyer.
  await page.getByLabel(/^Pick up from /).check();
  const date = page.getByLabel('Pickup date');
  await date.fill((await date.getAttribute('min'))!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('journey-step')).toHaveText('Step 5 of 6: Your details');
  await fillBuyer(page, { lastName: 'Financer', email, street: '2 Margaret Street', licence: '87654321' });

  // Step 6: the review says how the balance is paid, with the same quote.
  await expect(page.getByTestId('journey-step')).toHaveText('Step 6 of 6: Review and pay deposit');
  await expect(page.getByTestId('review-payment')).toContainText(`Paying by finance over 3 years: an estimated ${weekly} per week for ${financed}`);
  await expect(page.getByTestId('journey-totals')).not.toContainText('Trade-in credit');
  await payDeposit(page);
  await expect(page.getByTestId('purchase-confirmation')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you, Morgan');

  const lead = await waitForInboxLead(tenant, email, (l) => l.category === 'Online Purchase');
  expect(lead.payload.userData.message).toContain('Finance; pickup on ');
  const deal = lead.payload.userData.deal as { payment: { method: string; loanTerm: number; selfAssessedCreditScore: string; quote: { amount: number; weeklyRepaymentAmount: number } } };
  expect(deal.payment).toMatchObject({ method: 'finance', loanTerm: 3, selfAssessedCreditScore: 'DECENT' });
  expect(deal.payment.quote.amount).toBe(Number(financed!.replace(/[$,]/g, '')));
  expect(deal.payment.quote.weeklyRepaymentAmount).toBe(Number(weekly!.replace(/[$,]/g, '')));
});

test('signed out, buying online on the gated site asks for sign-in and comes back to the car', async ({ page }) => {
  const car = await reservableCar(tenant, 61);
  await page.goto(tenantUrl(tenant, `/checkout-journey?car_id=${car.slug}`));
  await expect(page).toHaveURL(/\/sign-in\?type=checkout-journey&redirect=%2Fcheckout-journey%3Fcar_id%3D/);
});

test('search cards offer Buy Online beside Reserve Now, by the vehicle page rule, leading to the online purchase', async ({ page }) => {
  await page.goto(tenantUrl(tenant, '/search/used-cars'));
  const buy = page.getByRole('link', { name: /^Buy Online: / }).first();
  await expect(buy).toBeVisible();
  const title = (await buy.getAttribute('aria-label'))!.replace(/^Buy Online: /, '');
  await expect(page.getByRole('link', { name: `Reserve Now: ${title}`, exact: true })).toBeVisible();
  const slug = /^\/checkout-journey\?car_id=([^&]+)$/.exec((await buy.getAttribute('href'))!)?.[1];
  expect(slug).toBeDefined();
  // The vehicle page of the same car offers it too.
  await page.goto(tenantUrl(tenant, `/cars/${slug}`));
  await expect(page.locator(`a[href="/checkout-journey?car_id=${slug}"]`)).toHaveText('Buy Online');
});

test("before the page's code has run, Continue waits for it instead of submitting the car away", async ({ page }) => {
  const car = await reservableCar(tenant, 63);
  await page.goto(tenantUrl(tenant, `/checkout-journey?car_id=${car.slug}`));
  await completeSignIn(page, tenant, uniqueMobile(), 'Casey');
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}$`), { timeout: 30_000 });
  // The journey as it arrives: the browser alone would send the step's form to this address
  // without the car.
  await blockPageCode(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('journey-step')).toHaveText('Step 1 of 6: Your car');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});
