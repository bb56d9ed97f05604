import { expect, type Page } from '@playwright/test';
import { hostRequest } from './http';

/** A mobile number no other test uses (journeys run in parallel against one database); 041x is an allocated mobile range. */
export function uniqueMobile(): string {
  return `041${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** The latest sign-in code the local SMS inbox (GET /api/dev/inbox) holds for a phone on a tenant. */
export async function latestCode(tenant: string, phone: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => {
    const inbox = await hostRequest(`${tenant}.localhost`, 'GET', '/api/dev/inbox');
    const sms = (inbox.json as { sms: { to: string; body: string; kind: string }[] }).sms.filter((m) => m.to === phone && m.kind === 'otp');
    code = /\b(\d{6})\b/.exec(sms[0]?.body ?? '')?.[1];
    return code !== undefined;
  }, { message: `a code for ${phone} in the ${tenant} SMS inbox` }).toBe(true);
  return code!;
}

/** Fills the sign-in page the browser is on: phone, Send Code, the code from the inbox, Verify. */
export async function completeSignIn(page: Page, tenant: string, phone: string, firstName?: string): Promise<void> {
  await expect(page).toHaveURL(/\/sign-in\?/);
  if (firstName) await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('button', { name: /Resend Code/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await latestCode(tenant, phone));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/**
 * Signs a phone in through the app's routes, as the sign-in page does; the Cookie header that
 * carries the session for later requests.
 */
export async function signInOverHttp(tenant: string, phone: string): Promise<string> {
  const host = `${tenant}.localhost`;
  expect((await hostRequest(host, 'POST', '/api/auth/send-code', { phone })).status).toBe(200);
  const verified = await hostRequest(host, 'POST', '/api/auth/verify-code', { phone, code: await latestCode(tenant, phone) });
  expect(verified.status).toBe(200);
  const cookies = verified.headers['set-cookie'] ?? [];
  return (Array.isArray(cookies) ? cookies : [cookies]).map((cookie) => cookie.split(';')[0]).join('; ');
}
