import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';

/** The parts catalogue search on a phone: every field fits the screen, and searching narrows the list. */
test.use({ viewport: { width: 390, height: 844 } });

for (const tenant of ['metro-motor-group', 'riverside-toyota']) {
  test(`${tenant}: parts search fits a phone screen and finds parts by model and keyword`, async ({ page }) => {
    const response = await page.goto(tenantUrl(tenant, '/parts/search'));
    expect(response?.status()).toBe(200);
    const status = page.getByRole('status').filter({ hasText: /parts found|No parts match/ });
    await expect(status).toContainText('parts found');
    const all = Number((await status.textContent())!.match(/(\d+) parts found/)![1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Model').selectOption({ index: 1 });
    await expect(status).not.toContainText(`${all} parts found`);
    await page.getByLabel('Part name or number').fill('brake');
    await expect(status).toContainText(/\d+ parts found|No parts match/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
}
