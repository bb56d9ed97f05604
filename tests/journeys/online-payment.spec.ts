import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { waitForInboxLead } from '../support/lead-inbox';
import { uniqueMobile } from '../support/shopper-sign-in';

// Online payment (SPEC 2 /online-payment) on the used-car dealer: an amount against the dealer's
// reference, paid by card through the local payment processor (Stripe's test cards). The amount
// is checked before the card, and a form with a mistake keeps everything that was typed.
const tenant = 'valley-used-cars';
test.describe.configure({ timeout: 180_000 });

async function fillPayment(page: Page, values: { amount: string; card: string; email: string; phone: string }) {
  await page.getByLabel('Invoice or reference number').fill('INV-10482');
  await page.getByLabel('Amount (AUD)').fill(values.amount);
  await page.getByLabel('Full name').fill('Jordan Payer');
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Mobile').fill(values.phone);
  await page.getByLabel('Card number').fill(values.card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

test('a wrong amount is reported before the card and keeps what was typed; then 4242 pays, with a receipt, a text and a lead', async ({ page }) => {
  const phone = uniqueMobile();
  const email = `payer-${phone}@example.com`;
  await page.goto(tenantUrl(tenant, '/online-payment'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Payment');
  await expectNoSeriousA11yViolations(page);

  // A declined card with a wrong amount: the amount's message, not the card's.
  await fillPayment(page, { amount: '12.345', card: '4000 0000 0000 0002', email, phone });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('#online-payment-amount-error')).toHaveText('Enter the amount in dollars and cents, e.g. 1250.00.');
  await expect(page.locator('#online-payment-number-error, #online-payment-form-error')).toHaveCount(0);
  for (const [label, value] of [['Invoice or reference number', 'INV-10482'], ['Amount (AUD)', '12.345'], ['Full name', 'Jordan Payer'], ['Email', email], ['Card number', '4000 0000 0000 0002']] as const) {
    await expect(page.getByLabel(label)).toHaveValue(value);
  }
  await page.getByLabel('Amount (AUD)').fill('0.50');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('#online-payment-amount-error')).toHaveText('The amount must be between $1.00 and $100,000.00.');

  // The amount right, the card declined: the card's message, nothing taken, the form as typed.
  await page.getByLabel('Amount (AUD)').fill('1,250.50');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('#online-payment-form-error')).toHaveText('Your card was declined.', { timeout: 30_000 });
  await expect(page.locator('#online-payment-amount-error')).toHaveCount(0);
  await expect(page.getByLabel('Amount (AUD)')).toHaveValue('1,250.50');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/online-payment\?payment=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  await expect(page.getByTestId('payment-amount')).toHaveText('$1,250.50');
  const receipt = (await page.getByTestId('payment-receipt-number').textContent())!;
  const receiptUrl = new URL(page.url());
  expect(receipt).toMatch(/^P-[A-Z2-9]{8}$/);

  const lead = await waitForInboxLead(tenant, email, (l) => l.category === 'Online Payment');
  expect(lead.payload.userData).toMatchObject({ dealer_reference: 'INV-10482', amount: 1250.5, receipt });
  const inbox = await hostRequest(`${tenant}.localhost`, 'GET', '/api/dev/inbox');
  const texts = (inbox.json as { sms: { to: string; body: string }[] }).sms.filter((m) => m.to === phone);
  expect(texts.map((m) => m.body)).toEqual([expect.stringContaining(`$1,250.50 for INV-10482. Receipt ${receipt}.`)]);
  // The emailed receipt, in the local email inbox (messaging port's email channel) and on /dev/inbox.
  const emails = (inbox.json as { emails: { to: string; subject: string; body: string }[] }).emails.filter((m) => m.to === email);
  expect(emails).toEqual([expect.objectContaining({ subject: `Receipt ${receipt}: $1,250.50 paid to Valley Used Cars`, body: expect.stringContaining('Hi Jordan Payer') })]);
  await page.goto(tenantUrl(tenant, '/dev/inbox'));
  await expect(page.locator(`[data-email-to="${email}"]`)).toContainText(`Receipt ${receipt}: $1,250.50 paid to Valley Used Cars`);

  // Another browser cannot open the receipt.
  const stranger = await hostRequest(`${tenant}.localhost`, 'GET', receiptUrl.pathname + receiptUrl.search);
  expect(stranger.status).toBe(404);
});

test('a card that asks for authentication pays after the challenge', async ({ page }) => {
  const phone = uniqueMobile();
  await page.goto(tenantUrl(tenant, '/online-payment?reference=BAL-2231'));
  await expect(page.getByLabel('Invoice or reference number')).toHaveValue('BAL-2231');
  await fillPayment(page, { amount: '500', card: '4000 0027 6000 3184', email: `payer-${phone}@example.com`, phone });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Authenticate your payment' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received', { timeout: 30_000 });
  await expect(page.getByTestId('payment-amount')).toHaveText('$500');
});

test('the payment API checks the amount first and answers each mistake with a 400, never a charge', async () => {
  const host = `${tenant}.localhost`;
  const base = { reference: 'INV-1', name: 'A', email: 'a@example.com', phone: '0412345678', payment_method: 'pm_card_visa', idempotency_key: crypto.randomUUID() };
  const bad = await hostRequest(host, 'POST', '/api/online-payments', { ...base, amount: '-3', payment_method: '' });
  expect(bad.status).toBe(400);
  const errors = (bad.json as { errors: { field: string; message: string }[] }).errors;
  expect(errors[0]).toEqual({ field: 'amount', message: 'Enter the amount in dollars and cents, e.g. 1250.00.' });
  expect(errors.map((e) => e.field)).toContain('payment_method');
  const huge = await hostRequest(host, 'POST', '/api/online-payments', { ...base, amount: '100000.01' });
  expect(huge).toMatchObject({ status: 400, json: { fieldErrors: { amount: ['The amount must be between $1.00 and $100,000.00.'] } } });
});

test('a site that gates online payment sends a signed-out visitor to sign-in', async ({ page }) => {
  await page.goto(tenantUrl('riverside-toyota', '/online-payment'));
  await expect(page).toHaveURL(/\/sign-in\?type=online-payment&redirect=%2Fonline-payment/);
  const api = await hostRequest('riverside-toyota.localhost', 'POST', '/api/online-payments', {
    reference: 'INV-1', amount: '10', name: 'A', email: 'a@example.com', phone: '0412345678', payment_method: 'pm_card_visa', idempotency_key: crypto.randomUUID(),
  });
  expect(api).toMatchObject({ status: 401, json: { error: 'Please sign in with your mobile number to pay online.' } });
});
