import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DATA_LAYER_KEY, recordDataLayer, recordedWithId } from '../support/data-layer';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { firstLoadChunks, holdBackLazyCode, hydrated } from '../support/lazy-code';
import { findCar, shopper, waitForInboxLead } from '../support/lead-inbox';

const REQUIRED = 'This is a required field.';
const BANNER = 'Please fix the following errors:';

async function fillContact(page: Page, who: ReturnType<typeof shopper>) {
  await page.getByRole('textbox', { name: 'First Name' }).fill(who.name);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(who.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(who.phone);
}

test.describe('lead forms', () => {
  test('contact: an empty submit names every problem; fixed, it lands on /success and reaches the inbox', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();

    const summary = page.getByRole('alert').filter({ hasText: BANNER });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    for (const field of ['Location', 'How can we help?', 'First Name', 'Email', 'Phone']) {
      await expect(summary.getByRole('link', { name: `${field}: ${REQUIRED}` })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Postcode').fill('400');
    await page.getByLabel('Postcode').blur();
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.').first()).toBeVisible();

    const who = shopper('contact');
    await page.getByLabel('Location').selectOption({ index: 1 });
    await page.getByLabel('How can we help?').fill('Do you have service loan cars?');
    await fillContact(page, who);
    await page.getByLabel('Postcode').fill('4068');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/success'));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // SPEC 7 analytics: 22 general enquiry, and the ASC GA4 events.
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
    expect(events).toEqual(expect.arrayContaining([
      expect.objectContaining({ event: 'asc_form_engagement', form_name: 'Contact Us', form_type: 'consumer_contact', department: 'sales' }),
      expect.objectContaining({ event: 'lead_submitted', event_id: 22, lead_kind: 'contact' }),
      expect.objectContaining({ event: 'asc_form_submission', form_name: 'Contact Us', event_action_result: 'success' }),
    ]));

    const lead = await waitForInboxLead('riverside-toyota', who.email);
    expect(lead.category).toBe('General Enquiry');
    expect(lead.payload.userData).toMatchObject({ phone: who.normalisedPhone, postcode: '4068', opt_in: true, PreferredContactMethod: 'Phone' });
    expect(lead.payload.lead_attributes.visited_pages).toEqual(expect.arrayContaining(['/contact']));
    expect(lead.adf_xml).toContain(who.email);
  });

  test('a lead carries the pages of the whole browser session and its campaign parameters', async ({ page }) => {
    const car = await findCar('riverside-toyota', 'status:in_stock');
    // The trail is written once a page has hydrated; wait for it before moving on, as a shopper
    // reading the page would.
    const recorded = (path: string) => expect.poll(() => page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).toContain(path);
    await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars?utm_source=journey'));
    await recorded('/search/new-used-and-demo-cars');
    await page.goto(tenantUrl('riverside-toyota', `/cars/${car.slug}`));
    await recorded(`/cars/${car.slug}`);
    await page.goto(tenantUrl('riverside-toyota', '/contact'));

    const who = shopper('trail');
    await page.getByLabel('Location').selectOption({ index: 1 });
    await page.getByLabel('How can we help?').fill('Just browsing, call me.');
    await fillContact(page, who);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/success'));

    const lead = await waitForInboxLead('riverside-toyota', who.email);
    expect(lead.payload.lead_attributes.visited_pages).toEqual(expect.arrayContaining([
      '/search/new-used-and-demo-cars?utm_source=journey', `/cars/${car.slug}`, '/contact',
    ]));
    expect(lead.payload.lead_attributes.linked_query_params).toEqual({ utm_source: 'journey' });
  });

  test('enquire about a car: the lead carries the car from stock', async ({ page }) => {
    const car = await findCar('metro-motor-group', 'status:in_stock AND car_type:used');
    await page.goto(tenantUrl('metro-motor-group', `/contact?car_id=${car.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Enquire about the');
    await expect(page.getByLabel('Category')).toHaveValue('Vehicle Enquiry');
    await expectNoSeriousA11yViolations(page);

    const who = shopper('enquiry');
    await page.getByLabel('Comments').fill('Is it still available?');
    await page.getByRole('group', { name: 'Do you have a trade-in?' }).getByLabel('Yes').check();
    await page.getByLabel('Trade-in rego (optional)').fill('abc 123');
    await fillContact(page, who);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(tenantUrl('metro-motor-group', '/success'));
    await expect(page.getByText(/We have received your enquiry about the/)).toBeVisible();

    const lead = await waitForInboxLead('metro-motor-group', who.email);
    expect(lead).toMatchObject({ category: 'Vehicle Enquiry', kind: 'enquiry' });
    expect(lead.payload.car_id).toBe(car.id);
    expect(lead.payload.userData).toMatchObject({ car_id: String(car.id), stock_number: car.stocknum, 'Vehicle Make': car.make, 'Vehicle Model': car.model, car_type: 'used', Rego: 'ABC123', 'do-you-have-a-trade-in': 'Yes' });
  });

  test('find me something similar: the sold-car enquiry has its subcategory', async ({ page }) => {
    const car = await findCar('valley-used-cars', 'status:in_stock');
    await page.goto(tenantUrl('valley-used-cars', `/contact?car_id=${car.id}&subcategory=${encodeURIComponent('Find me something similar')}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Find Me Something Similar' })).toBeVisible();
    await expect(page.getByLabel('Comments')).toHaveValue(/similar/);
    const who = shopper('similar');
    await fillContact(page, who);
    // valley-used-cars requires its terms of use (SPEC 5).
    await page.getByRole('button', { name: 'Find Me Something Similar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: BANNER })).toContainText('*You must agree to the terms of use before submitting.');
    await page.getByLabel(/I agree to the terms of use/).check();
    await page.getByRole('button', { name: 'Find Me Something Similar' }).click();
    await expect(page).toHaveURL(tenantUrl('valley-used-cars', '/success'));
    const lead = await waitForInboxLead('valley-used-cars', who.email);
    expect([lead.category, lead.subcategory]).toEqual(['General Enquiry', 'Find me something similar']);
  });

  test("the terms checkbox links the site's own terms and privacy pages, each in a new tab", async ({ page, context }) => {
    test.setTimeout(150_000);
    // Valley requires its terms on every form (SPEC 5).
    await page.goto(tenantUrl('valley-used-cars', '/contact'));
    const consent = page.locator('label').filter({ hasText: /I agree to the terms of use/ });
    for (const [name, href, heading] of [['terms of use', '/terms-and-conditions', /terms/i], ['privacy policy', '/privacy-policy', /privacy/i]] as const) {
      const link = consent.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      const opened = context.waitForEvent('page');
      await link.click();
      const tab = await opened;
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(new URL(tab.url()).pathname).toBe(href);
      await tab.close();
    }
    // The trade-in form asks for them on every site; its contact step links the same pages.
    await page.goto(tenantUrl('riverside-toyota', '/sell-my-car'));
    const tradeIn = page.locator('label').filter({ hasText: /I agree to the terms of use/ });
    await expect(tradeIn.getByRole('link', { name: 'terms of use', includeHidden: true })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(tradeIn.getByRole('link', { name: 'privacy policy', includeHidden: true })).toHaveAttribute('href', '/privacy-policy');
  });

  test('book a test drive from a vehicle page', async ({ page }) => {
    const car = await findCar('riverside-toyota', 'status:in_stock AND car_type:new');
    await page.goto(tenantUrl('riverside-toyota', `/cars/${car.slug}`));
    await page.getByRole('link', { name: /book a test drive/i }).first().click();
    // The vehicle page opens the form in a modal (without script the link leads to /book-test-drive).
    const form = page.getByRole('dialog');
    await expect(form).toBeVisible();
    const who = shopper('test-drive');
    await form.getByRole('textbox', { name: 'First Name' }).fill(who.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill(who.phone);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' }).or(form.getByRole('status'))).toBeVisible();

    const lead = await waitForInboxLead('riverside-toyota', who.email);
    expect([lead.category, lead.subcategory]).toEqual(['Test Drive', 'Test Drive Booking New']);
    expect(lead.payload.userData).toMatchObject({ car_id: String(car.id), stock_number: car.stocknum, 'Vehicle Make': car.make });
    expect(lead.adf_xml).toContain('interest="test-drive"');
  });

  test('stored details prefill the next form on the same device', async ({ page }) => {
    const who = shopper('prefill');
    await page.goto(tenantUrl('outback-rv-and-moto', '/careers'));
    await page.getByLabel('Position of interest').fill('Caravan technician');
    await page.getByLabel('Tell us about yourself').fill('Ten years on the tools.');
    const location = page.getByLabel('Preferred location');
    await location.selectOption({ index: 1 });
    await fillContact(page, who);
    await page.getByLabel('Postcode').fill('4870');
    await page.getByRole('button', { name: 'Send Expression of Interest' }).click();
    await expect(page).toHaveURL(tenantUrl('outback-rv-and-moto', '/success'));

    await page.goto(tenantUrl('outback-rv-and-moto', '/fleet'));
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue(who.name);
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(who.lastName);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(who.email);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(who.phone);
    await expect(page.getByLabel('Postcode')).toHaveValue('4870');
  });

  test('careers: a CV of the wrong size or kind is refused with the values kept; a PDF goes to the dealer as a link', async ({ page }) => {
    // Three refused attachments, an axe scan and an upload: room for a busy CI machine.
    test.setTimeout(150_000);
    const who = shopper('careers-cv');
    await page.addInitScript(recordDataLayer, DATA_LAYER_KEY);
    await page.goto(tenantUrl('riverside-toyota', '/careers'));
    await page.getByLabel('Position of interest').fill('Service advisor');
    await page.getByLabel('Tell us about yourself').fill('Five years at a Toyota dealer.');
    const location = page.getByLabel('Preferred location');
    await location.selectOption({ index: 1 });
    await fillContact(page, who);
    const cv = page.getByLabel('Your CV (optional)');

    await cv.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
    await page.getByRole('button', { name: 'Send Expression of Interest' }).click();
    const summary = page.getByRole('alert').filter({ hasText: BANNER });
    await expect(summary.getByRole('link', { name: 'Your CV (optional): Your CV is too large. Please attach a file of 5 MB or less.' })).toBeVisible();
    await cv.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await page.getByRole('button', { name: 'Send Expression of Interest' }).click();
    await expect(summary).toContainText('Please attach your CV as a PDF, DOC or DOCX file.');
    await expect(page.getByLabel('Tell us about yourself')).toHaveValue('Five years at a Toyota dealer.');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(who.email);
    await expectNoSeriousA11yViolations(page);

    await cv.setInputFiles({ name: 'Sam Journey CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    await page.getByRole('button', { name: 'Send Expression of Interest' }).click();
    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/success'));

    const lead = await waitForInboxLead('riverside-toyota', who.email);
    expect(lead.category).toBe('Career Enquiry');
    // SPEC 7 analytics 51 (career enquiry): once, for the lead that reached the dealer; the refused tries pushed nothing.
    expect(await recordedWithId(page, 51)).toEqual([{ event: 'lead_submitted', event_id: 51, lead_kind: 'careers', lead_id: lead.lead_id }]);
    const attached = lead.payload.userData.cv as { file_name: string; content_type: string; url: string };
    expect(attached).toMatchObject({ file_name: 'Sam Journey CV.pdf', content_type: 'application/pdf' });
    expect(lead.adf_xml).toContain('CV: Sam Journey CV.pdf');
    const link = new URL(attached.url);
    const download = await hostRequest('riverside-toyota.localhost', 'GET', `${link.pathname}${link.search}`);
    expect([download.status, download.text]).toEqual([200, '%PDF-1.7\n%%EOF\n']);
  });

  test('when the lead cannot be stored the form says so and keeps every value; a retry goes through', async ({ page }) => {
    await page.route('**/api/leads/fleet', (route) => route.fulfill({
      status: 503, contentType: 'application/json',
      body: JSON.stringify({ error: 'Sorry, we could not send your details just now: our system is briefly unavailable. Everything you typed is still in the form. Please try again in a minute, or call us.' }),
    }));
    const who = shopper('db-down');
    await page.goto(tenantUrl('riverside-toyota', '/fleet'));
    await page.getByLabel('Business name').fill('Acme Plumbing');
    await page.getByLabel('Number of vehicles').fill('12');
    await page.getByLabel('What vehicles does your business need?').fill('Twelve HiLux utes');
    await fillContact(page, who);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'An error occurred when submitting this form' });
    await expect(alert).toContainText('Everything you typed is still in the form');
    await expect(page.getByLabel('Business name')).toHaveValue('Acme Plumbing');
    await expect(page.getByLabel('What vehicles does your business need?')).toHaveValue('Twelve HiLux utes');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(who.email);
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/leads/fleet');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/success'));
    const lead = await waitForInboxLead('riverside-toyota', who.email);
    expect(lead).toMatchObject({ category: 'Fleet Enquiry' });
  });

  test('every form page is accessible with its errors showing', async ({ page }) => {
    // Five pages, each with an axe scan: about 50 s on a quiet CI machine, over the 60 s default under load.
    test.setTimeout(150_000);
    for (const path of ['/service', '/careers', '/vehicle-parts-and-accessories', '/book-test-drive', '/contact-us']) {
      await page.goto(tenantUrl('metro-motor-group', path));
      await page.getByRole('button', { name: /^(Send|Request|Book)/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: BANNER })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto(tenantUrl('metro-motor-group', '/finance-enquiry'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get pre-approved' }).click();
    await expect(page.getByTestId('finance-alert')).toContainText('verify your mobile number');
    await expectNoSeriousA11yViolations(page);
  });

  test('a form hydrates without its validation code, which arrives with the first check and keeps what was typed', async ({ page }) => {
    const url = tenantUrl('riverside-toyota', '/contact');
    const release = await holdBackLazyCode(page, url);
    await page.goto(url);
    await hydrated(page, 'form input');
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    await page.getByLabel('Postcode').fill('400');
    await page.getByLabel('Postcode').blur();
    await firstName.fill('Jo');
    // The check waits for the schema's code, held back here as a slow connection would.
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toHaveCount(0);
    release();
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.').first()).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('400');
    await expect(firstName).toHaveValue('Jo');
  });

  test("a form whose validation code failed to arrive asks for it again at the next check", async ({ page }) => {
    const url = tenantUrl('riverside-toyota', '/contact');
    const eager = await firstLoadChunks(url);
    let refused = 0;
    let online = false;
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (online || eager.has(new URL(route.request().url()).pathname)) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(url);
    await hydrated(page, 'form input');
    const postcode = page.getByLabel('Postcode');
    const gaveUp = page.waitForEvent('pageerror', (error) => /ChunkLoadError|Failed to load chunk/.test(`${error.name} ${error.message}`));
    await postcode.fill('400');
    await postcode.blur();
    // Next's loader tries a chunk twice, then the check fails.
    await gaveUp;
    expect(refused).toBeGreaterThanOrEqual(2);
    online = true;
    await page.getByRole('textbox', { name: 'First Name' }).fill('Jo');
    await postcode.focus();
    await postcode.blur();
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.').first()).toBeVisible();
    await expect(postcode).toHaveValue('400');
  });

  test('the home page loads no form code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(tenantUrl('riverside-toyota', '/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('asc_form_engagement') || s.includes(BANNER))).toEqual([]);
  });
});
