import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import type { FoundCar } from '../support/vehicle-finder';
import { signInOverHttp, uniqueMobile } from '../support/shopper-sign-in';

// playwright.config.ts gives the test server this key (the dealer feed's, from the environment).
const auth = { authorization: `Bearer ${process.env.VEHICLE_ADMIN_API_KEY ?? ''}` };
const TENANT = 'metro-motor-group';
const HOST = `${TENANT}.localhost`;

/** In-stock cars deep in the tenant's stock, so the other journeys never see their prices move. */
async function quietCars(count: number): Promise<FoundCar[]> {
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=${count}&page=${40 + Math.floor(Math.random() * 20)}&filters=${encodeURIComponent('status:in_stock AND reserved:false AND price > 10000')}` }] };
  const cars = ((await hostRequest(HOST, 'POST', '/api/search/1/indexes/*/queries', body)).json as { results: { hits: FoundCar[] }[] }).results[0]?.hits ?? [];
  expect(cars.length).toBe(count);
  return cars;
}

const alertsTo = async (phone: string) => {
  const inbox = await hostRequest(HOST, 'GET', '/api/dev/inbox');
  return (inbox.json as { sms: { to: string; body: string; kind: string }[] }).sms.filter((m) => m.to === phone && m.kind === 'alert').reverse();
};

test('a price drop through the dealer feed puts exactly one alert in the shopper\'s inbox, and its link stops alerts without signing in', async ({ page }) => {
  const phone = uniqueMobile();
  const cookie = await signInOverHttp(TENANT, phone);
  const [watched, other] = await quietCars(2);
  for (const car of [watched!, other!]) {
    expect((await hostRequest(HOST, 'POST', '/api/watchlist/save-car', { phone_number: phone, car_id: car.id }, { cookie })).json).toEqual({ success: true });
  }
  const change = (car: FoundCar, price: number) => hostRequest(HOST, 'POST', `/api/admin/vehicles/${car.id}`, { price }, auth);
  try {
    expect((await change(watched!, watched!.price - 500)).status).toBe(200);
    await expect.poll(async () => (await alertsTo(phone)).length, { timeout: 20_000 }).toBe(1);
    const [first] = await alertsTo(phone);
    expect(first!.body).toContain(`dropped from $${watched!.price.toLocaleString('en-AU')} to $${(watched!.price - 500).toLocaleString('en-AU')}`);
    expect(first!.body).toContain(`/cars/${watched!.slug}`);

    // A second drop the same day sends nothing more; the other car's drop still gets through
    // (the outbox sends in order, so once it arrives the second drop has had its turn).
    expect((await change(watched!, watched!.price - 900)).status).toBe(200);
    expect((await change(other!, other!.price - 300)).status).toBe(200);
    await expect.poll(async () => (await alertsTo(phone)).length, { timeout: 20_000 }).toBe(2);
    expect((await alertsTo(phone)).filter((m) => m.body.includes(`/cars/${watched!.slug}`))).toHaveLength(1);

    const optOut = /(\/watchlist\/alerts-off\?token=[0-9a-f-]+)/.exec(first!.body)![1]!;
    await page.goto(tenantUrl(TENANT, optOut));
    await page.getByRole('button', { name: 'Stop watchlist alerts' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: you will get no more watchlist alerts from this site.');
  } finally {
    await change(watched!, watched!.price);
    await change(other!, other!.price);
  }
});
