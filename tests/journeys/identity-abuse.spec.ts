import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { latestCode, uniqueMobile } from '../support/shopper-sign-in';

/**
 * Abuse of phone sign-in, through the running app (browser and HTTP) rather than its handlers:
 * guessing codes, flooding one phone, and flooding many phones from one address. Each test plays
 * a client address of its own (a fresh IPv6 /64 behind the trusted proxy), so its counters are
 * its own on every run.
 */
const TENANT = 'riverside-toyota';
const HOST = `${TENANT}.localhost`;
const ANON_KEY = 'sb_publishable_dealer-platform-demo-anon-key';
const TOO_MANY = 'Too many verification attempts. Please try again later.';
const INVALID = 'The verification code is invalid. Please try again.';

const freshAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::7`;
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

test('guessing codes in the browser: five wrong codes, then even the right one is refused', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
  const phone = uniqueMobile();
  await page.goto(tenantUrl(TENANT, '/sign-in?type=account&redirect=%2Fcontact'));
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('button', { name: /Resend Code/ })).toBeDisabled();
  const right = await latestCode(TENANT, phone);

  const code = page.getByLabel('Verification code');
  const verify = page.getByRole('button', { name: 'Verify and sign in' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify-code'));
    await code.fill(wrongCode(right));
    await verify.click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText(INVALID)).toBeVisible();
  }
  const sixth = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify-code'));
  await code.fill(right);
  await verify.click();
  expect((await sixth).status()).toBe(429);
  await expect(page.getByText(TOO_MANY)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(code).toHaveValue(right);

  // The session was never created: the gated watchlist still wants a sign-in.
  await page.goto(tenantUrl(TENANT, '/watchlist'));
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
});

test('a second code to the same phone within 60 s is refused with the seconds left, at the app and at its auth service', async () => {
  const address = { 'x-forwarded-for': freshAddress() };
  const phone = uniqueMobile();
  const first = await hostRequest(HOST, 'POST', '/api/auth/send-code', { phone }, address);
  expect(first.status).toBe(200);
  expect(first.json).toEqual({ success: true, resendAfterSeconds: 60 });

  const second = await hostRequest(HOST, 'POST', '/api/auth/send-code', { phone }, address);
  expect(second.status).toBe(429);
  const { resendAfterSeconds, error } = second.json as { resendAfterSeconds: number; error: string };
  expect(resendAfterSeconds).toBeGreaterThan(0);
  expect(resendAfterSeconds).toBeLessThanOrEqual(60);
  expect(error).toBe(`Please wait ${resendAfterSeconds} second${resendAfterSeconds === 1 ? '' : 's'} before asking for a new code.`);
  expect(second.headers['retry-after']).toBe(String(resendAfterSeconds));

  // SPEC 7: the rate-limit call answers non-OK with SPEC 8's message while a send would be refused.
  const check = await hostRequest(HOST, 'POST', '/api/rate-limit', { phone }, address);
  expect(check.status).toBe(429);
  expect(check.json).toEqual({ success: false, error: TOO_MANY });

  // The auth service itself answers as GoTrue does (over_sms_send_rate_limit, 429), to a client of
  // the API version supabase-js sends.
  const direct = await hostRequest(HOST, 'POST', '/auth/v1/otp', { phone: `+61${phone.slice(1)}` }, { ...address, apikey: ANON_KEY, 'x-supabase-api-version': '2024-01-01' });
  expect(direct.status).toBe(429);
  expect(direct.json).toMatchObject({ code: 'over_sms_send_rate_limit', message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/) });
  expect(direct.headers['x-supabase-api-version']).toBe('2024-01-01');
  expect(direct.headers['x-sb-error-code']).toBe('over_sms_send_rate_limit');

  // Only the one code reached the phone.
  const inbox = await hostRequest(HOST, 'GET', '/api/dev/inbox');
  expect((inbox.json as { sms: { to: string; kind: string }[] }).sms.filter((m) => m.to === phone && m.kind === 'otp')).toHaveLength(1);
});

test('codes to 50 phones from one address stop at 30 an hour; other addresses are not affected', async () => {
  test.setTimeout(180_000);
  const address = { 'x-forwarded-for': freshAddress() };
  const statuses: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const answer = await hostRequest(HOST, 'POST', '/api/auth/send-code', { phone: uniqueMobile() }, address);
    statuses.push(answer.status);
    if (answer.status === 429) expect(answer.json).toEqual({ success: false, error: TOO_MANY });
  }
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses.slice(30).every((status) => status === 429)).toBe(true);

  const phone = uniqueMobile();
  expect((await hostRequest(HOST, 'POST', '/api/rate-limit', { phone }, address)).status).toBe(429);
  // The auth service counts calls from the network against the same address.
  const direct = await hostRequest(HOST, 'POST', '/auth/v1/otp', { phone: `+61${phone.slice(1)}` }, { ...address, apikey: ANON_KEY });
  expect(direct.status).toBe(429);
  // Another shopper elsewhere still gets a code.
  expect((await hostRequest(HOST, 'POST', '/api/auth/send-code', { phone }, { 'x-forwarded-for': freshAddress() })).status).toBe(200);
});
