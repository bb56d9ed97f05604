import type { Browser, Locator } from '@playwright/test';
import { awaitingCode, expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { findCar, shopper, waitForInboxLead } from '../support/lead-inbox';

const TAKEN = 'Sorry, someone has just booked that time for this car. Everything you typed is still in the form: please choose another time.';

/** A shopper of their own (own cookies and stored details) with the car's test-drive form open. */
async function openTestDrive(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = awaitingCode(await context.newPage());
  await page.goto(tenantUrl('riverside-toyota', `/cars/${slug}`));
  await page.getByRole('link', { name: /book a test drive/i }).first().click();
  const form = page.getByRole('dialog');
  const time = form.getByLabel('Test drive time');
  await expect(time).toBeVisible();
  return { context, page, form, time };
}

async function fill(form: Locator, who: ReturnType<typeof shopper>, message: string) {
  await form.getByRole('textbox', { name: 'First Name' }).fill(who.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(who.phone);
  await form.getByLabel(/Comments|Message/).fill(message);
}

const slotValues = (time: Locator) => time.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

test('two shoppers pick the same test-drive slot: the first books it, the second is told and keeps what they typed', async ({ browser }) => {
  const car = await findCar('riverside-toyota', 'status:in_stock AND car_type:new');
  const first = await openTestDrive(browser, car.slug);
  const second = await openTestDrive(browser, car.slug);

  // Slots are the location's local times, half-hourly, grouped by day; both shoppers see the same free ones.
  const values = await slotValues(first.time);
  expect(values.length).toBeGreaterThan(10);
  expect(values.every((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00[+-]\d{2}:\d{2}$/.test(v))).toBe(true);
  // Runs on the same data share bookings: any free slot will do.
  const slot = values[Math.floor(Math.random() * values.length)]!;
  expect(await slotValues(second.time)).toContain(slot);
  await first.time.selectOption(slot);
  await second.time.selectOption(slot);

  const winner = shopper('slot-first');
  const loser = shopper('slot-second');
  await fill(first.form, winner, 'Looking forward to it.');
  await fill(second.form, loser, 'I can only come in the morning.');

  await first.form.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(first.page.getByRole('heading', { level: 1, name: 'Thank You' }).or(first.form.getByRole('status'))).toBeVisible();
  const lead = await waitForInboxLead('riverside-toyota', winner.email);
  // The lead carries the slot in the location's own zone, as offered.
  expect(lead.payload.userData).toMatchObject({ dateTime: slot, car_id: String(car.id) });

  await second.form.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(second.form.getByText(TAKEN).first()).toBeVisible();
  await expect(second.time).toHaveAttribute('aria-invalid', 'true');
  // Everything typed is still there; the taken slot is no longer offered.
  await expect(second.form.getByRole('textbox', { name: 'First Name' })).toHaveValue(loser.name);
  await expect(second.form.getByRole('textbox', { name: 'Email' })).toHaveValue(loser.email);
  await expect(second.form.getByLabel(/Comments|Message/)).toHaveValue('I can only come in the morning.');
  await expect.poll(() => slotValues(second.time)).not.toContain(slot);
  await expectNoSeriousA11yViolations(second.page);

  const other = (await slotValues(second.time)).find((v) => v !== slot)!;
  await second.time.selectOption(other);
  await second.form.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(second.page.getByRole('heading', { level: 1, name: 'Thank You' }).or(second.form.getByRole('status'))).toBeVisible();
  const secondLead = await waitForInboxLead('riverside-toyota', loser.email);
  expect(secondLead.payload.userData).toMatchObject({ dateTime: other, message: 'I can only come in the morning.' });

  await first.context.close();
  await second.context.close();
});
