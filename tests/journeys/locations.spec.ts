import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { shopper } from '../support/lead-inbox';

// Demo locations: migrations/src/demo/tenants/metro-motor-group/places.ts (18 shown; one hidden, and the
// fleet desk's yard, whose dealership the site hides).
// Tuesday 24 November 2026, 12:00 in Brisbane: every sales yard is open.
const TUESDAY_NOON_BRISBANE = new Date('2026-11-24T02:00:00Z');
// 17:00 in Brisbane is 18:00 in Sydney (daylight saving): Brisbane still open, Sydney closed.
const TUESDAY_FIVE_PM_BRISBANE = new Date('2026-11-24T07:00:00Z');

test.describe('locations', () => {
  test('the group lists every visible location on a map and as cards', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/locations'));
    await expect(page.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '18 Big Locations' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View Details/ })).toHaveCount(18);
    await expect(page.getByText('Metro Toyota Chermside Pop-Up')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'View Details for Metro Toyota Springwood', exact: true }).click();
    await expect(page).toHaveURL(tenantUrl('metro-motor-group', '/locations/metro-toyota-springwood'));
    await expect(page.getByRole('heading', { level: 1, name: 'Metro Toyota Springwood' })).toBeVisible();
  });

  test('hours: Monday first, a dropdown for sales, service and parts, open now in the browser', async ({ page }) => {
    await page.clock.setFixedTime(TUESDAY_NOON_BRISBANE);
    await page.goto(tenantUrl('metro-motor-group', '/locations/metro-toyota-springwood'));
    const hours = page.getByTestId('location-hours');
    await expect(hours.getByTestId('open-now')).toHaveText('Open now · closes 5:30 pm');
    const sales = hours.getByRole('table', { name: 'Sales hours' });
    // Late-night Thursday: each weekday on its own row, Monday first and Sunday last.
    await expect(sales.getByRole('rowheader')).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await expect(sales.getByRole('row', { name: /Thursday/ })).toContainText('8:30 am – 7:00 pm');

    await hours.getByLabel('Show hours for').selectOption({ label: 'Service' });
    const service = hours.getByRole('table', { name: 'Service hours' });
    await expect(service.getByRole('rowheader')).toHaveText(['Monday to Friday', 'Saturday', 'Sunday']);
    await expect(service.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
    await expect(hours.getByTestId('open-now')).toHaveText('Open now · closes 5:30 pm');
    await hours.getByLabel('Show hours for').selectOption({ label: 'Parts' });
    await expect(hours.getByRole('table', { name: 'Parts hours' })).toContainText('7:30 am – 5:00 pm');

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('AutoDealer');
    expect(ld).toHaveProperty('openingHoursSpecification');
    expect(ld).toHaveProperty('specialOpeningHoursSpecification');
    expect(ld).not.toHaveProperty('aggregateRating');
    await expect(page.getByRole('link', { name: 'Get Directions' }).first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await expectNoSeriousA11yViolations(page);
  });

  test("a site's own location order, and Enquire Now on a service centre's closed days", async ({ page }) => {
    // migrations/src/demo/tenants/riverside-toyota/places.ts: the dealer's order, not by name.
    await page.goto(tenantUrl('riverside-toyota', '/locations'));
    await expect(page.getByRole('link', { name: /^View Details for / })).toHaveText([
      'Riverside Toyota Indooroopilly', 'Riverside Toyota Springfield', 'Riverside Toyota Used Vehicle Centre',
      'Riverside Toyota Service Centre', 'Riverside Toyota Service Express Mitchelton', 'Riverside Toyota Parts',
    ].map((name) => `View Details for ${name}`));

    await page.goto(tenantUrl('riverside-toyota', '/locations/riverside-toyota-indooroopilly'));
    const hours = page.getByTestId('location-hours');
    await hours.getByLabel('Show hours for').selectOption({ label: 'Parts' });
    await expect(hours.getByRole('table', { name: 'Parts hours' }).getByRole('row', { name: /Sunday/ })).toContainText('Closed');
    await hours.getByLabel('Show hours for').selectOption({ label: 'Service' });
    const sunday = hours.getByRole('table', { name: 'Service hours' }).getByRole('row', { name: /Sunday/ });
    await expect(sunday).not.toContainText('Closed');
    await sunday.getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(tenantUrl('riverside-toyota', '/service'));
  });

  test('open now is worked out in each location own time zone', async ({ page }) => {
    await page.clock.setFixedTime(TUESDAY_FIVE_PM_BRISBANE);
    await page.goto(tenantUrl('metro-motor-group', '/locations/metro-toyota-springwood'));
    await expect(page.getByTestId('open-now')).toHaveText('Open now · closes 5:30 pm');
    await page.goto(tenantUrl('metro-motor-group', '/locations/metro-kia-parramatta'));
    await expect(page.getByTestId('open-now')).toHaveText('Closed · opens 8:30 am tomorrow');
  });

  test('a dealership slug, the /our-location address, and unknown or foreign slugs', async () => {
    const host = 'metro-motor-group.localhost';
    const byDealership = await hostRequest(host, 'GET', '/locations/metro-ford');
    expect(byDealership.status).toBe(200);
    expect(byDealership.text).toContain('Metro Ford Penrith');
    const alias = await hostRequest(host, 'GET', '/our-location/metro-mazda-newcastle');
    expect(alias.status).toBe(200);
    expect(alias.text).toContain('Metro Mazda Newcastle');
    for (const path of ['/locations/nowhere', '/our-location/nowhere', '/locations/metro-toyota-chermside-pop-up']) {
      expect((await hostRequest(host, 'GET', path)).status, path).toBe(404);
    }
    expect((await hostRequest('riverside-toyota.localhost', 'GET', '/locations/metro-ford-penrith')).status).toBe(404);
  });

  test('a dealership the site hides has no location card, page, map pin or form option there', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/locations'));
    await expect(page.getByRole('link', { name: 'View Details for Metro Toyota Springwood', exact: true })).toBeVisible();
    await expect(page.getByText('Metro Fleet Sales')).toHaveCount(0);

    await page.goto(tenantUrl('metro-motor-group', '/contact'));
    const options = page.getByLabel('Location').locator('option');
    await expect(options.filter({ hasText: 'Metro Toyota Springwood' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Metro Fleet Sales' })).toHaveCount(0);

    const host = 'metro-motor-group.localhost';
    for (const path of ['/locations/metro-fleet-eagle-farm', '/locations/metro-fleet', '/our-location/metro-fleet-eagle-farm', '/contact-us/metro-fleet-eagle-farm']) {
      expect((await hostRequest(host, 'GET', path)).status, path).toBe(404);
    }
    // Its stock search is a 404 like an unknown dealership's, while a shown dealership's still lists cars.
    for (const [path, status] of [['/search/metro-fleet', 404], ['/search/metro-nowhere', 404], ['/search/metro-kia', 200]] as const) {
      expect((await hostRequest(host, 'GET', path)).status, path).toBe(status);
    }
    // The finance form neither preselects nor offers it, and the server refuses it by name of the field.
    const shown = await hostRequest(host, 'GET', '/finance?preferredDealership=metro-kia');
    expect(shown.text).toContain('<option value="metro-kia" selected="">Metro Kia</option>');
    const finance = await hostRequest(host, 'GET', '/finance?preferredDealership=metro-fleet');
    expect(finance.status).toBe(200);
    expect(finance.text).toContain('<option value="metro-kia">Metro Kia</option>');
    // Only the address the shopper came by still names it.
    expect(finance.text.replaceAll('preferredDealership=metro-fleet', '')).not.toContain('metro-fleet');
    const who = shopper('hidden-dealership');
    const refused = await hostRequest(host, 'POST', '/api/leads/finance-enquiry', {
      idempotency_key: `hidden-${Date.now()}`,
      userData: { name: who.name, email: who.email, phone: who.phone, dealership_slug: 'metro-fleet' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ fieldErrors: { dealership_slug: ['That dealership is not available on this site. Please choose one of the dealerships listed.'] } });
    // From Eagle Farm itself, the fleet yard would be the nearest result.
    const locator = await hostRequest(host, 'GET', '/dealer-locator?postcode=4009');
    expect(locator.status).toBe(200);
    expect(locator.text).toContain('Nearest to');
    expect(locator.text).toContain('Metro Mazda Bowen Hills');
    expect(locator.text).not.toContain('Metro Fleet Sales');
  });

  test("a group site's /search/{dealership} lists that dealership's stock, not the group's", async ({ page }) => {
    test.setTimeout(120_000);
    const countAt = async (path: string) => {
      await page.goto(tenantUrl('metro-motor-group', path));
      return Number(((await page.getByTestId('search-count').textContent()) ?? '').replace(/[^\d]/g, ''));
    };
    const total = await countAt('/search/new-used-and-demo-cars');
    const kia = await countAt('/search/metro-kia');
    const toyota = await countAt('/search/metro-toyota');
    expect(kia, 'Metro Kia has stock').toBeGreaterThan(0);
    expect(toyota, 'Metro Toyota has stock').toBeGreaterThan(0);
    expect(kia + toyota, "two of the group's dealerships hold part of its stock").toBeLessThan(total);
  });

  test('dealer locator: by postcode or by the browser position, nearest first with the distance', async ({ page, context }) => {
    await page.goto(tenantUrl('metro-motor-group', '/dealer-locator'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer Locator' })).toBeVisible();
    await page.getByLabel('Your postcode').fill('2150');
    await page.getByRole('button', { name: 'Find locations' }).click();
    const results = page.getByRole('region', { name: /^Nearest to/ });
    await expect(results.getByRole('listitem').first()).toContainText('Metro Kia Parramatta');
    await expect(results.getByRole('listitem').first()).toContainText(/\d(\.\d)? km away/);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Your postcode').fill('21');
    await page.getByRole('button', { name: 'Find locations' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid postcode' })).toHaveText('Invalid postcode. Please enter a 4-digit number.');

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -32.9267, longitude: 151.7789 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('region', { name: 'Nearest to your location' }).getByRole('listitem').first()).toContainText('Metro Mazda Newcastle');
  });
});

test.describe('the Location block on CMS pages', () => {
  test('a carousel of locations: swipe hint, View Our Stock, previous and next disabled at the ends', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/pages/our-dealerships'));
    const carousel = page.getByRole('region', { name: 'Every Metro location' }).last();
    await expect(carousel.getByText('Swipe to see more locations')).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'View Location: Metro Ford Penrith' })).toHaveAttribute('href', '/locations/metro-ford-penrith');
    await expect(carousel.getByRole('link', { name: 'View Our Stock at Metro Ford Penrith' })).toHaveAttribute('href', '/search/metro-ford-penrith');
    const previous = carousel.getByRole('button', { name: 'Previous locations' });
    const next = carousel.getByRole('button', { name: 'Next locations' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('one location as a card with its hours, and a map of many', async ({ page }) => {
    await page.goto(tenantUrl('valley-used-cars', '/'));
    const single = page.getByTestId('location-hours');
    await expect(single.getByRole('table', { name: 'Sales hours' })).toBeVisible();
    await expect(single.getByTestId('open-now')).toHaveText(/^(Open now · closes|Closed)/);
    await page.goto(tenantUrl('metro-motor-group', '/about-us'));
    await expect(page.getByRole('heading', { level: 2, name: '18 Big Locations' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Map: Visit us' })).toBeVisible();
  });
});

test.describe('reviews', () => {
  test('stars, date in words and how long ago, the dealer reply', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/faqs'));
    await expect(page.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    // The reviews port's latest 12 (SPEC 9), newest first: the demo reviews in the embedded default.
    const latest = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }) });
    await expect(latest).toHaveCount(12);
    await expect(latest.first()).toContainText('Jess M.');
    await expect(latest.last()).toContainText('Georgia L.');
    const review = page.getByRole('listitem').filter({ hasText: 'Jess M.' });
    await expect(review.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(review).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4} · .+ ago/);
    await expect(review).toContainText('Reply from the dealer');
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining('AggregateRating'));
  });
});
