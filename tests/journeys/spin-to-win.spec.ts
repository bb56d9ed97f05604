import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { inboxLeads, type InboxLead } from '../support/lead-inbox';
import { completeSignIn, uniqueMobile } from '../support/shopper-sign-in';

// Spin to win (SPEC 2 /spin-to-win, gated on Metro Motor Group): a verified shopper spins once,
// the server decides the prize, and the dealer gets it as a lead in its inbox.
const TENANT = 'metro-motor-group';
const PRIZES = ['Free detail', '$50 fuel card', '20% off service', 'Free wiper blades', '$200 off tyres', 'Coffee on us'];

test('sign in with the texted code, spin once, see the prize; a second spin is refused; the prize reaches the inbox', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = uniqueMobile();
  await page.goto(tenantUrl(TENANT, '/spin-to-win'));
  // Gated here: the visitor verifies their mobile first and comes back to the wheel.
  expect(new URL(page.url()).searchParams.get('type')).toBe('spin-to-win');
  await completeSignIn(page, TENANT, phone, 'Wren');
  await expect(page).toHaveURL(tenantUrl(TENANT, '/spin-to-win'));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spin to Win');
  await expect(page.getByTestId('prize-terms')).toContainText('One spin per verified mobile number for this promotion.');
  const spin = page.getByRole('button', { name: 'Spin the wheel' });
  await expect(spin).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // The server answers with the prize; the wheel turns to it and then says what it is.
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/spin-to-win') && r.request().method() === 'POST');
  await spin.click();
  const body = (await (await answer).json()) as { status: string; prize: { label: string } };
  expect(body.status).toBe('won');
  expect(PRIZES).toContain(body.prize.label);
  await expect(page.getByTestId('spin-prize')).toContainText(`You won ${body.prize.label}!`, { timeout: 15_000 });

  // Coming back: the wheel knows this mobile has had its spin, and the server refuses another.
  await page.reload();
  await expect(page.getByTestId('spin-refused')).toHaveText(new RegExp(`You have already had your spin: you won ${body.prize.label.replace(/[$]/g, '\\$')}\\. It is one spin per verified mobile`));
  await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
  const again = await page.evaluate(async () => {
    const response = await fetch('/api/spin-to-win', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ promotion: 'spin-promotion-metro-motor-group' }) });
    return { status: response.status, body: (await response.json()) as { error: string } };
  });
  expect(again.status).toBe(409);
  expect(again.body.error).toContain(`you won ${body.prize.label}`);

  // The dealer's inbox has exactly one Spin to Win lead from this mobile, naming the prize.
  const digits = phone.slice(-8);
  const mine = (leads: InboxLead[]) => leads.filter((l) => l.category === 'Spin to Win' && String(l.payload.userData.phone ?? '').replace(/\D/g, '').endsWith(digits));
  await expect.poll(async () => mine(await inboxLeads(TENANT)).length, { timeout: 15_000 }).toBe(1);
  const [lead] = mine(await inboxLeads(TENANT));
  expect(lead!.payload.userData).toMatchObject({ prize: body.prize.label, promotion: 'Metro Spring Service Spin', name: 'Wren' });
  expect(lead!.adf_xml).toContain(body.prize.label);
});

test('signed out on a dealer that does not gate the page: the wheel and terms show, and spinning asks for sign-in', async ({ page }) => {
  await page.goto(tenantUrl('outback-rv-and-moto', '/spin-to-win'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spin to Win');
  await expect(page.getByTestId('prize-wheel')).toBeVisible();
  const signIn = page.getByRole('link', { name: 'Sign in to spin' });
  await expect(signIn).toHaveAttribute('href', '/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F');
  const refused = await page.evaluate(async () => (await fetch('/api/spin-to-win', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ promotion: 'spin-promotion-outback-rv-and-moto' }) })).status);
  expect(refused).toBe(401);
});
