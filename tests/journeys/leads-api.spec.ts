import { expect, test } from '../support/test';
import { hostRequest } from '../support/http';
import { findCar, inboxLeads, shopper } from '../support/lead-inbox';

const HOST = 'valley-used-cars.localhost';

test('a lead endpoint answers 400 with field messages, and takes the tenant from the Host', async () => {
  const invalid = await hostRequest(HOST, 'POST', '/api/leads/enquiry', { userData: { phone: '12', postcode: '40' } });
  expect(invalid.status).toBe(400);
  expect(invalid.json).toMatchObject({
    error: 'Please fix the following errors:',
    fieldErrors: { name: ['This is a required field.'], email: ['This is a required field.'], postcode: ['Invalid postcode. Please enter a 4-digit number.'] },
  });
  expect((await hostRequest(HOST, 'POST', '/api/leads/enquiry', '{oops')).status).toBe(400);
  expect((await hostRequest('no-such-dealer.localhost', 'POST', '/api/leads/enquiry', { userData: {} })).status).toBe(404);
  expect((await hostRequest(HOST, 'POST', '/api/leads/free-car', { userData: {} })).status).toBe(404);

  // Another tenant's car never ends up in this tenant's lead.
  const foreign = await findCar('metro-motor-group', 'status:in_stock');
  const who = shopper('api');
  const stored = await hostRequest(HOST, 'POST', '/api/leads/finance-enquiry', {
    idempotency_key: `api-${Date.now()}`,
    userData: { name: who.name, email: who.email, phone: who.phone, car_id: foreign.id, 'Vehicle Make': 'Ferrari', terms_conditions: true },
  });
  expect(stored.json).toMatchObject({ category: 'Finance Enquiry' });
  expect(stored.status).toBe(201);
  await expect.poll(async () => {
    const lead = (await inboxLeads('valley-used-cars')).find((l) => l.payload.userData.email === who.email);
    return lead ? { car_id: lead.payload.car_id, make: lead.payload.userData['Vehicle Make'] ?? null } : 'not delivered yet';
  }).toEqual({ car_id: null, make: null });
});

test('rate limit and contact check answer as the spec names them', async () => {
  // A valid, unused mobile (not every 04 number is one: 0443… and 046… are unallocated).
  const phone = shopper('rate-limit').normalisedPhone;
  const ok = await hostRequest(HOST, 'POST', '/api/rate-limit', { phone }, { 'x-forwarded-for': `198.51.100.${Date.now() % 250}` });
  expect(ok.status).toBe(200);
  expect(ok.json).toEqual({ success: true });
  const check = await hostRequest(HOST, 'GET', `/api/check-if-contact-exists?phone_number=${phone}`, undefined, { 'x-forwarded-for': `203.0.113.${Date.now() % 250}` });
  expect(check.status).toBe(200);
  expect(check.json).toEqual({ data: { exists: false }, error: null });
});

test('the local inbox lists delivered leads with their ADF/XML, per tenant', async ({ page }) => {
  const res = await hostRequest(HOST, 'GET', '/api/dev/inbox');
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ adapter: 'local-inbox', site: 'valley-used-cars', leads: expect.any(Array), pending: expect.any(Number) });
  const response = await page.goto(`http://${HOST}:${process.env.TEST_PORT ?? 3100}/dev/inbox`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Local inbox' })).toBeVisible();
});
