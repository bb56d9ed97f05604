import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { shopper, waitForInboxLead } from '../support/lead-inbox';

// Demo content (migrations/src/demo/content/blog-posts.ts and the tenants' pages).
const RAV4_REVIEW = { slug: '2025-toyota-rav4-hybrid-review', title: '2025 Toyota RAV4 Hybrid review: the family SUV that sips' };
const METRO_ONLY_SLUG = 'kia-sportage-vs-hyundai-tucson';

test.describe('blog', () => {
  test('list → article → back: newest first, author and date, canonical URL', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/blog'));
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // Newest first: the review is the first card.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(RAV4_REVIEW.title);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: RAV4_REVIEW.title }).click();
    await expect(page).toHaveURL(tenantUrl('riverside-toyota', `/blog/${RAV4_REVIEW.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: RAV4_REVIEW.title })).toBeVisible();
    await expect(page.getByText('By Sam Nguyen, Sales Manager')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fuel use' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${RAV4_REVIEW.slug}$`));
    await expect(page).toHaveTitle(`${RAV4_REVIEW.title} | Riverside Toyota`);
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/blog'));
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('vehicle reviews list only reviews', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/blog/vehicle-reviews'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Reviews' })).toBeVisible();
    await expect(page.getByRole('link', { name: RAV4_REVIEW.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /How car finance works/ })).toHaveCount(0);
  });

  test('an unknown slug, another dealer’s post or a page that does not exist is a 404', async () => {
    for (const path of ['/blog/no-such-post', `/blog/${METRO_ONLY_SLUG}`, '/blog?page=99', '/blog?page=abc']) {
      const res = await hostRequest('riverside-toyota.localhost', 'GET', path);
      expect(res.status, path).toBe(404);
    }
    expect((await hostRequest('metro-motor-group.localhost', 'GET', `/blog/${METRO_ONLY_SLUG}`)).status).toBe(200);
  });
});

test.describe('fixed blocks on a CMS page', () => {
  test('the stock search block submits its keyword to the search page', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/shop-online'));
    await expect(page.getByRole('heading', { level: 2, name: 'Find your next Toyota' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Search by make, model or keyword' }).fill('Corolla');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars?query=Corolla'));
  });

  test('on a used-only dealer the stock search keeps the used-car prefix', async ({ page }) => {
    await page.goto(tenantUrl('valley-used-cars', '/find-a-car'));
    await page.getByRole('searchbox', { name: 'Search by make, model or keyword' }).fill('Mazda');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(tenantUrl('valley-used-cars', '/search/used-cars?query=Mazda'));
  });

  test('the enquiry form block sends a real lead with its category and lands on /success', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/shop-online'));
    const form = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ask our online team' }) });
    await expect(form.getByLabel('Category')).toHaveValue('Vehicle Enquiry');

    const who = shopper('enquiry-block');
    const location = form.getByLabel('Location');
    await location.selectOption({ index: 1 });
    await form.getByLabel('Comments').fill('Can I buy a RAV4 online and have it delivered?');
    await form.getByRole('textbox', { name: 'First Name' }).fill(who.name);
    await form.getByRole('textbox', { name: 'Last Name' }).fill(who.lastName);
    await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill(who.phone);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();

    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/success'));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    const lead = await waitForInboxLead('riverside-toyota', who.email);
    expect(lead.category).toBe('Vehicle Enquiry');
    expect(lead.payload.lead_attributes.visited_pages).toEqual(expect.arrayContaining(['/shop-online']));
  });
});
