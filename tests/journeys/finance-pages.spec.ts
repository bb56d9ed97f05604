import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { findCar } from '../support/vehicle-finder';
import { hydrated } from '../support/lazy-code';

test.describe('finance pages (SPEC 2)', () => {
  test('/finance without a car: the form, the three steps and Get Finance Now with six used cars', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/finance'));
    await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
    await expect(page.getByTestId('finance-form')).toBeVisible();
    await expect(page.getByTestId('finance-steps').getByRole('listitem')).toHaveCount(3);
    const featured = page.getByTestId('get-finance-now');
    await expect(featured.getByRole('heading', { name: 'Get Finance Now' })).toBeVisible();
    await expect(featured.getByRole('listitem').filter({ has: page.getByRole('link', { name: /View Details/ }) })).toHaveCount(6);
    await expect(featured.getByRole('link', { name: 'View all used cars' })).toHaveAttribute('href', '/search/used-cars');
    await expect(page.getByTestId('finance-example')).toContainText('Comparison rates from 8.38% p.a. to 19.42% p.a.*');
    await expectNoSeriousA11yViolations(page);
  });

  test('/personalised/finance?car_id= shows the car summary and fills the amount and the query values', async ({ page }) => {
    const car = await findCar('metro-motor-group', 'status:in_stock AND price > 20000 AND price < 90000');
    expect(car, 'an in-stock metro car priced 20,000–90,000').not.toBeNull();
    await page.goto(tenantUrl('metro-motor-group', `/personalised/finance?car_id=${car!.id}&loanTerm=3&credit_score=POOR`));
    const summary = page.getByTestId('car-summary');
    await expect(summary).toContainText(String(car!.name ?? '').split(' ')[0] ?? '');
    await expect(summary.getByRole('link', { name: 'View this car' })).toHaveAttribute('href', `/cars/${car!.slug}`);
    await expect(page.getByTestId('finance-steps')).toHaveCount(0);
    await expect(page.getByTestId('get-finance-now')).toHaveCount(0);
    await expect(page.getByTestId('get-finance').getByRole('textbox', { name: 'Purchase price' })).toHaveValue(String(Math.round(car!.price)));
    await expect(page.getByTestId('get-finance').getByLabel('Loan term')).toHaveValue('3');
    await expect(page.getByTestId('get-finance').getByRole('radio', { name: 'Poor' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });

  test('the query alone fills the form; a site without the get-finance button has no featured cars', async ({ page }) => {
    await page.goto(tenantUrl('valley-used-cars', '/finance-enquiry?vehiclePriceBudget=45000&loanTerm=4&selfAssessedCreditScore=DECENT'));
    await expect(page.getByTestId('get-finance').getByRole('textbox', { name: 'Purchase price' })).toHaveValue('45000');
    await expect(page.getByTestId('get-finance').getByLabel('Loan term')).toHaveValue('4');
    await expect(page.getByTestId('get-finance').getByRole('radio', { name: 'Decent' })).toBeChecked();
    await expect(page.getByTestId('finance-steps')).toBeVisible();
    await expect(page.getByTestId('get-finance-now')).toHaveCount(0);
  });

  test('/finance-and-insurance explains the insurance products; gated variants send a visitor to sign in', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/finance-and-insurance'));
    await expect(page.getByTestId('insurance').getByRole('heading', { name: 'Insurance and protection' })).toBeVisible();
    await expect(page.getByTestId('insurance').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(tenantUrl('outback-rv-and-moto', '/apply-for-finance'));
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  test('the other calculator: digits only, the price message, clamps, and Enquire for Finance at small repayments', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/finance'));
    // Its digits-only rule is the island's code: typed before it hydrates, the letters would stay.
    await hydrated(page, '[data-testid="other-calculator"] input');
    const calculator = page.getByTestId('other-calculator');
    const price = calculator.getByRole('textbox', { name: 'Purchase price' });
    await price.fill('abc500');
    await expect(price).toHaveValue('500');
    await expect(calculator.getByText('Cannot be less than $1,000 or more than $250,000')).toBeVisible();
    await price.blur();
    await expect(price).toHaveValue('1000');
    await calculator.getByRole('slider', { name: 'Loan term' }).fill('7');
    await expect(calculator.getByTestId('other-repayment')).toHaveText('Enquire for Finance');
    await expect(calculator.getByTestId('other-total')).toHaveText('');

    await price.fill('999999');
    await price.blur();
    await expect(price).toHaveValue('250000');
    await price.fill('33000');
    await calculator.getByRole('textbox', { name: 'Deposit or trade-in' }).fill('3000');
    await calculator.getByRole('textbox', { name: 'Residual (balloon)' }).fill('9000');
    await calculator.getByRole('slider', { name: 'Loan term' }).fill('5');
    await calculator.getByText('Monthly', { exact: true }).click();
    // $30,000 at 8.5% over 5 years with a $9,000 balloon (domain/other-calculator.test.ts).
    await expect(calculator.getByTestId('other-repayment')).toHaveText('$494.60 per month');
    await expect(calculator.getByTestId('other-total')).toHaveText('$38,676');
    await expectNoSeriousA11yViolations(page);
  });
});
