import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { reservableCar } from '../support/reservable-car';
import { completeSignIn, uniqueMobile } from '../support/shopper-sign-in';

// "Tell me if it comes back" on a reserved car (the waitlist): a signed-out shopper is sent
// to sign in and comes back to the car, joins the line, and is texted when the hold is cancelled;
// a shopper can leave the line; a car the dealer's feed sells closes its line (each shopper told).
const tenant = 'valley-used-cars';
const host = `${tenant}.localhost`;
// playwright.config.ts gives the test server this key (the dealer feed's, from the environment).
const feedAuth = { authorization: `Bearer ${process.env.VEHICLE_ADMIN_API_KEY ?? ''}` };
test.describe.configure({ timeout: 240_000 });

test('a shopper joins the waitlist of a reserved car and is texted first when the hold ends', async ({ page }) => {
  const car = await reservableCar(tenant, 40);
  const held = await hostRequest(host, 'POST', '/api/reservations', {
    car_id: car.id, name: 'Holder', email: 'holder@example.com', phone: '0412345678', payment_method: 'pm_card_visa', idempotency_key: crypto.randomUUID(),
  });
  expect(held.status).toBe(200);
  const reservationId = /reservation=([0-9a-f-]{36})/.exec((held.json as { redirect: string }).redirect)![1]!;
  const holderCookie = String(held.headers['set-cookie']).split(';')[0]!;

  const phone = uniqueMobile();
  await page.goto(tenantUrl(tenant, `/cars/${car.slug}`));
  await expect(page.getByTestId('reserved-notice')).toHaveText(/^Reserved until /);
  await page.getByRole('button', { name: 'Tell me if it comes back' }).click();
  await completeSignIn(page, tenant, phone, 'Casey');
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Tell me if it comes back' }).click();
  await expect(page.getByTestId('waitlist-status')).toHaveText("You're first in line: we'll text you if it comes back.");

  // The holder cancels: the car is free, and the shopper in line hears first.
  const cancelled = await hostRequest(host, 'POST', `/api/reservations/${reservationId}/cancel`, {}, { cookie: holderCookie });
  expect(cancelled).toMatchObject({ status: 200, json: { status: 'released' } });
  await expect.poll(async () => {
    const inbox = await hostRequest(host, 'GET', '/api/dev/inbox');
    return (inbox.json as { sms: { to: string; body: string }[] }).sms.filter((m) => m.to === phone).map((m) => m.body).join('\n');
  }, { timeout: 15_000 }).toMatch(new RegExp(`available again\\. You're next in line: reserve it at http\\S+/cars/${car.slug}/checkout`));
  await page.reload();
  await expect(page.getByTestId('reserved-notice')).toHaveCount(0);
});

const textsTo = async (phone: string) => {
  const inbox = await hostRequest(host, 'GET', '/api/dev/inbox');
  return (inbox.json as { sms: { to: string; body: string }[] }).sms.filter((m) => m.to === phone).map((m) => m.body).join('\n');
};

test('a shopper leaves the waitlist and joins again, and is told when the dealer\'s feed sells the car', async ({ page }) => {
  const car = await reservableCar(tenant, 42);
  const held = await hostRequest(host, 'POST', '/api/reservations', {
    car_id: car.id, name: 'Holder', email: 'holder@example.com', phone: '0412345679', payment_method: 'pm_card_visa', idempotency_key: crypto.randomUUID(),
  });
  expect(held.status).toBe(200);

  const phone = uniqueMobile();
  await page.goto(tenantUrl(tenant, `/cars/${car.slug}`));
  await page.getByRole('button', { name: 'Tell me if it comes back' }).click();
  await completeSignIn(page, tenant, phone, 'Robin');
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Tell me if it comes back' }).click();
  await expect(page.getByTestId('waitlist-status')).toHaveText("You're first in line: we'll text you if it comes back.");
  await page.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(page.getByTestId('waitlist-status')).toHaveText("You've left the waitlist: we won't text you about this car.");
  await page.getByRole('button', { name: 'Tell me if it comes back' }).click();
  await expect(page.getByTestId('waitlist-status')).toHaveText("You're first in line: we'll text you if it comes back.");

  // The dealer sells the car through the feed, not through the reservation: the sweep (once a
  // minute) closes the line and tells the shopper, who is never told it came back.
  const sold = await hostRequest(host, 'POST', `/api/admin/vehicles/${car.id}`, { status: 'sold' }, feedAuth);
  expect(sold.status).toBe(200);
  await expect.poll(() => textsTo(phone), { timeout: 100_000, intervals: [2_000] }).toMatch(/you were waiting for has been sold\. Your place in line is closed\./);
  expect(await textsTo(phone)).not.toContain('available again');
});

test('joining needs a signed-in shopper and a reserved car', async () => {
  const car = await reservableCar(tenant, 41);
  const signedOut = await hostRequest(host, 'POST', '/api/reservations/waitlist', { car_id: car.id });
  expect(signedOut).toMatchObject({ status: 401, json: { error: 'Please sign in with your mobile number to join the waitlist.' } });
});
