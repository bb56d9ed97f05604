import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { TENANTS, tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { findCar } from '../support/vehicle-finder';

for (const tenant of TENANTS) {
  test.describe(`${tenant} vehicle page`, () => {
    test('a car from search renders server-side with its sections, SEO tags and no axe violations', async ({ page }) => {
      const car = await findCar(tenant, 'status:in_stock AND photos_count > 3 AND price > 1000');
      expect(car, 'an in-stock car with photos').not.toBeNull();
      const response = await page.goto(tenantUrl(tenant, `/cars/${car!.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Dealer Comments' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^(Car|Motorcycle|Truck|Caravan) Details$/ })).toBeVisible();
      await expect(page.locator('#vehicle-map')).toBeVisible();
      await expect(page.getByTestId('finance-calculator')).toBeVisible();
      const similar = page.getByTestId('similar-vehicles').getByRole('listitem');
      await expect(similar.first()).toBeVisible();
      expect(await similar.count()).toBeLessThanOrEqual(6);
      await expect(page.getByTestId('similar-vehicles').locator(`a[href="/cars/${car!.slug}"]`)).toHaveCount(0);

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
      expect(ld).toMatchObject({ '@type': 'Car', offers: { priceCurrency: 'AUD' } });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/cars/${car!.slug}$`));
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /demo-stock/);
      await expectNoSeriousA11yViolations(page);
    });

    test('gallery: arrow keys, thumbnails and fullscreen; tabs switch', async ({ page }) => {
      const car = await findCar(tenant, 'status:in_stock AND photos_count > 3');
      await page.goto(tenantUrl(tenant, `/cars/${car!.slug}`));
      const gallery = page.getByTestId('gallery');
      const position = page.getByTestId('gallery-position').first();
      await expect(position).toHaveText(/^1 \/ \d+$/);
      await expect(gallery.getByRole('list', { name: 'Thumbnails' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(position).toHaveText(/^2 \/ /);
      await page.keyboard.press('ArrowLeft');
      await expect(position).toHaveText(/^1 \/ /);
      await gallery.getByRole('button', { name: 'Show photo 3' }).click();
      await expect(position).toHaveText(/^3 \/ /);
      await gallery.getByRole('button', { name: 'Open fullscreen' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeEnabled();
      await expect(dialog).toContainText('3 /');
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toContainText('4 /');
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const tab = page.getByRole('tab', { name: 'Why Buy From Us?' });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      const photo = await position.textContent();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: "What's Included" })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: "What's Included" })).toBeFocused();
      await expect(position).toHaveText(photo ?? '');
    });

    test('gallery: a swipe (pointer drag) and the arrow keys move the photos; the counter follows', async ({ page }) => {
      const car = await findCar(tenant, 'status:in_stock AND photos_count > 3');
      await page.goto(tenantUrl(tenant, `/cars/${car!.slug}`));
      const gallery = page.getByTestId('gallery');
      const position = page.getByTestId('gallery-position').first();
      await expect(position).toHaveText(/^1 \/ \d+$/);
      // The carousel's script arrives after hydration; a drag before it would go nowhere.
      await expect(gallery).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
      const first = gallery.getByRole('group', { name: /^1 of \d+$/ });
      await expect(first).toHaveAttribute('aria-roledescription', 'slide');
      const box = (await first.boundingBox())!;
      const drag = async (from: number, to: number) => {
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * from, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * to, y, { steps: 12 });
        await page.mouse.up();
      };
      await drag(0.8, 0.2);
      await expect(position).toHaveText(/^2 \/ /);
      await expect(gallery.getByRole('img', { name: /: photo 2 of \d+$/ })).toBeInViewport({ ratio: 0.5 });
      await drag(0.2, 0.8);
      await expect(position).toHaveText(/^1 \/ /);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(position).toHaveText(/^3 \/ /);
      await expect(gallery.getByRole('img', { name: /: photo 3 of \d+$/ })).toBeInViewport({ ratio: 0.5 });
      await page.keyboard.press('ArrowLeft');
      await expect(position).toHaveText(/^2 \/ /);
      // Before the last photo, going back from the first wraps round.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      const total = /\/ (\d+)$/.exec((await position.textContent()) ?? '')?.[1];
      await expect(position).toHaveText(`${total} / ${total}`);
    });

    test('the finance calculator changes the repayment', async ({ page }) => {
      const car = await findCar(tenant, 'status:in_stock AND price > 5000');
      await page.goto(tenantUrl(tenant, `/cars/${car!.slug}`));
      const calculator = page.getByTestId('finance-calculator');
      const repayment = calculator.getByTestId('repayment');
      const before = await repayment.textContent();
      await calculator.getByLabel('Monthly').check({ force: true });
      await expect(repayment).not.toHaveText(before ?? '');
      const monthly = await repayment.textContent();
      await calculator.getByRole('slider', { name: /Loan term/ }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(repayment).not.toHaveText(monthly ?? '');
    });
  });
}

test('Key Information shows 4 items and Features 8 until Show More / Show All', async ({ page }) => {
  // A car with the most features the demo fits (9): found through search, which lists them.
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1000&filters=${encodeURIComponent('status:in_stock')}&attributesToRetrieve=slug,filtered_features` }] };
  const res = await hostRequest('metro-motor-group.localhost', 'POST', '/api/search/1/indexes/*/queries', body);
  const hits = (res.json as { results: { hits: { slug: string; filtered_features: string[] }[] }[] }).results[0]!.hits;
  const car = hits.find((hit) => hit.filtered_features.length > 8);
  expect(car, 'a car with more than 8 features').toBeDefined();
  await page.goto(tenantUrl('metro-motor-group', `/cars/${car!.slug}`));

  const keyItems = page.locator('#key-information-grid dt');
  await expect(keyItems.nth(3)).toBeVisible();
  await expect(keyItems.nth(4)).toBeHidden();
  const keyToggle = page.locator('button[aria-controls="key-information-grid"]');
  await expect(keyToggle).toHaveText('Show More');
  await keyToggle.click();
  await expect(keyItems.nth(4)).toBeVisible();
  await expect(keyToggle).toHaveText('Show Less');
  await keyToggle.click();
  await expect(keyItems.nth(4)).toBeHidden();

  await page.getByRole('tab', { name: 'Features' }).click();
  const features = page.locator('#vehicle-features-list li');
  await expect(features.nth(7)).toBeVisible();
  await expect(features.nth(8)).toBeHidden();
  const featureToggle = page.locator('button[aria-controls="vehicle-features-list"]');
  await expect(featureToggle).toHaveText('Show All');
  await featureToggle.click();
  await expect(features.nth(8)).toBeVisible();
  await expect(featureToggle).toHaveText('Hide');
});

test('the fuel calculator shows for a hybrid, follows its inputs, and is absent for an electric car', async ({ page }) => {
  const hybrid = await findCar('riverside-toyota', 'status:in_stock AND simple_fuel:Hybrid');
  expect(hybrid, 'an in-stock hybrid').not.toBeNull();
  await page.goto(tenantUrl('riverside-toyota', `/cars/${hybrid!.slug}`));
  await expect(page.getByRole('heading', { name: 'Fuel Calculator' })).toBeVisible();
  await page.getByLabel('Economy (L/100km)').fill('10');
  await page.getByLabel('Fuel price ($/L)').fill('1.7');
  await page.getByLabel('Distance per week (km)').fill('250');
  await expect(page.getByTestId('fuel-cost')).toHaveText('$42.50');
  await page.getByLabel('Distance per week (km)').fill('500');
  await expect(page.getByTestId('fuel-cost')).toHaveText('$85.00');

  const electric = await findCar('metro-motor-group', 'status:in_stock AND simple_fuel:Electric');
  expect(electric, 'an in-stock electric car').not.toBeNull();
  await page.goto(tenantUrl('metro-motor-group', `/cars/${electric!.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fuel Calculator' })).toHaveCount(0);
});

test('Get Finance opens the four-step popup with the car and its price; the link still names the finance form', async ({ page }) => {
  const car = await findCar('metro-motor-group', 'status:in_stock AND price > 10000');
  await page.goto(tenantUrl('metro-motor-group', `/cars/${car!.slug}`));
  const link = page.getByRole('link', { name: 'Get Finance' }).first();
  await expect(link).toHaveAttribute('href', new RegExp(`^/finance\\?.*car_id=${car!.id}.*#finance-form$`));
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Get Finance' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(car!.name);
  await expect(dialog.getByLabel('Purchase price')).toHaveValue(String(Math.min(200000, Math.max(10000, Math.round(car!.price)))));
  await expect(dialog.getByTestId('estimate-weekly')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the APIs count a view and a phone reveal once per visitor and day, never for bots, per tenant', async () => {
  const car = await findCar('metro-motor-group', 'status:in_stock');
  const path = `/api/cars/${car!.slug}/view.json`;
  const network = `198.19.${Math.floor(Math.random() * 200)}`;
  const visitor = (n: number) => ({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', 'x-forwarded-for': `${network}.${n}` });
  const first = await hostRequest('metro-motor-group.localhost', 'GET', `${path}?photos_count=4`, undefined, visitor(1));
  expect(first.status).toBe(200);
  const views = (first.json as { views: number }).views;
  const again = await hostRequest('metro-motor-group.localhost', 'GET', path, undefined, visitor(1));
  expect((again.json as { views: number }).views).toBe(views);
  expect(again.json).toMatchObject({ car_fields: { photos_count: expect.any(Number), updated_at: expect.any(String) } });
  const second = await hostRequest('metro-motor-group.localhost', 'GET', path, undefined, visitor(2));
  expect((second.json as { views: number }).views).toBe(views + 1);
  const bot = await hostRequest('metro-motor-group.localhost', 'GET', path, undefined, { ...visitor(3), 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  expect((bot.json as { views: number }).views).toBe(views + 1);

  // Another tenant cannot see or count this car.
  const other = await hostRequest('valley-used-cars.localhost', 'GET', path, undefined, visitor(4));
  expect(other.status).toBe(404);

  const reveal = await hostRequest('metro-motor-group.localhost', 'POST', `/api/cars/${car!.slug}/phone-reveal`, {}, visitor(5));
  expect(reveal.status).toBe(201);
  expect(reveal.json).toMatchObject({ counted: true, car_id: expect.any(Number), dealership_id: expect.any(Number), website_id: 'metro-motor-group' });
  const repeat = await hostRequest('metro-motor-group.localhost', 'POST', `/api/cars/${car!.slug}/phone-reveal`, {}, visitor(5));
  expect(repeat.json).toMatchObject({ counted: false });
});

test('gallery: with reduced motion a photo change jumps instead of scrolling', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const car = await findCar('riverside-toyota', 'status:in_stock AND photos_count > 3');
  await page.goto(tenantUrl('riverside-toyota', `/cars/${car!.slug}`));
  const gallery = page.getByTestId('gallery');
  await expect(gallery).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  // Three frames after the click the second photo is in place; an animated scroll would still be on its way.
  const offset = await gallery.evaluate(async (root) => {
    root.querySelector<HTMLButtonElement>('button[aria-label="Next photo"]')!.click();
    for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const slide = root.querySelectorAll('[aria-roledescription="slide"]')[1]!;
    return Math.abs(slide.getBoundingClientRect().left - slide.parentElement!.parentElement!.getBoundingClientRect().left);
  });
  expect(offset).toBeLessThan(1);
  await expect(gallery.getByTestId('gallery-position')).toHaveText(/^2 \/ /);
});

test('the HTML preloads the first photo and carries the stylesheet once', async () => {
  const car = await findCar('riverside-toyota', 'status:in_stock AND photos_count > 3');
  const page = await hostRequest('riverside-toyota.localhost', 'GET', `/cars/${car!.slug}`);
  expect(page.status).toBe(200);
  // The LCP element: the gallery's first photo, preloaded with high priority in <head>.
  const head = page.text.slice(0, page.text.indexOf('<body'));
  expect(head).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]*demo-stock/);
  // experimental.inlineCss puts the stylesheet in a <style> and, unpatched, in the RSC payload
  // and again for the global-error boundary (patches/next@16.4.6.patch keeps only the <style>).
  // Only the first photo is in the HTML; the others mount as the shopper nears them.
  expect(page.text.match(/alt="[^"]*: photo \d+ of \d+"/g)).toHaveLength(1);
  const stylesheetCopies = page.text.split('@layer properties').length - 1;
  expect(stylesheetCopies).toBe(1);
  expect(head).toMatch(/<style data-precedence="next" data-href="[^"]+\.css"[^>]*>@layer properties/);
  // Nothing else competes with the photo: no download of the stylesheet the page has inline (the
  // global-error boundary's <link> made React preload it) and no original of the photo (the
  // sticky header's thumbnail, hidden on phones, was an eager <img> that React preloads).
  expect(head).not.toMatch(/<link rel="preload"[^>]*as="style"/);
  expect(head).not.toMatch(/<link rel="preload" as="image" href="\/demo-stock\//);
  // The RSC payload in single-quoted strings (patched Next; web/src/server/flight-data-strings.test.ts),
  // and photos at short addresses (web/src/components/ui/short-image-url.ts).
  expect(page.text).toContain("self.__next_f.push([1,'");
  expect(page.text).not.toContain('self.__next_f.push([1,"');
  expect(head).toMatch(/imageSrcSet="\/img\/\d+\/demo-stock\//);
});
