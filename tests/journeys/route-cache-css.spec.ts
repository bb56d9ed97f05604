import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { cachedPage, cacheState } from '../support/cached-page';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { findCar } from '../support/vehicle-finder';

/**
 * A page kept in the route cache carries the CSS rules its HTML uses, not the whole stylesheet
 * (web/src/server/cache/critical-css.mjs), and links the whole sheet once it has loaded. What a
 * shopper sees of the server's HTML must not change: with only the page's rules, every element
 * has the computed style it has with the whole sheet. Custom properties are compared by what they
 * draw: the page's rules keep only the variables something on the page reads, so a theme colour
 * no rule of the page uses is not defined until the whole sheet arrives, and where a kept rule
 * read a variable that went, the property it sets would differ.
 */
const STYLESHEET = /<style data-precedence="next" data-href="([^"]+)">([\s\S]*?)<\/style>/;

type ElementStyle = { element: string; style: Record<string, string> };

/** Every computed style of every element in the body, in document order. */
async function computedStyles(browser: Browser, url: string, onlyThePagesRules: boolean): Promise<ElementStyle[]> {
  // Without scripts the page is the server's HTML alone; its <noscript> links the whole sheet,
  // which the first pass refuses.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    if (onlyThePagesRules) await page.route(/\/_next\/static\/.*\.css$/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return { element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`, style: Object.fromEntries([...style].filter((name) => !name.startsWith('--')).map((name) => [name, style.getPropertyValue(name)])) };
    }));
  } finally {
    await context.close();
  }
}

/** The elements whose style differs, each with the first properties that do. */
function differences(these: ElementStyle[], those: ElementStyle[]): string[] {
  return these.flatMap(({ element, style }, index) => {
    const other = those[index]?.style ?? {};
    const changed = Object.keys({ ...style, ...other }).filter((name) => style[name] !== other[name]);
    return changed.length === 0 ? [] : [`${element.slice(0, 80)}: ${changed.slice(0, 4).map((name) => `${name} ${style[name]} / ${other[name]}`).join('; ')}`];
  });
}

test('a cached page carries only the CSS rules it uses and looks exactly as with the whole stylesheet', async ({ browser }) => {
  test.setTimeout(180_000);
  const car = await findCar('metro-motor-group', 'status:in_stock AND photos_count > 3');
  const pages: [string, string][] = [
    ['riverside-toyota', '/'],
    ['riverside-toyota', '/search/used-cars'],
    ['riverside-toyota', '/contact'],
    ['metro-motor-group', '/'],
    ['metro-motor-group', `/cars/${car!.slug}`],
  ];
  for (const [tenant, path] of pages) {
    const hit = await cachedPage(`${tenant}.localhost`, path);
    expect({ tenant, path, cache: cacheState(hit) }).toEqual({ tenant, path, cache: 'HIT' });
    const [, href, css] = STYLESHEET.exec(hit.text)!;
    const whole = (await hostRequest(`${tenant}.localhost`, 'GET', href!)).text;
    expect(css!.length, `${tenant}${path}: the page's rules only`).toBeLessThan(whole.length * 0.75);

    const withPageRules = await computedStyles(browser, tenantUrl(tenant, path), true);
    const withWholeSheet = await computedStyles(browser, tenantUrl(tenant, path), false);
    expect(withPageRules.length, `${tenant}${path}`).toBeGreaterThan(100);
    expect(differences(withPageRules, withWholeSheet).slice(0, 10), `${tenant}${path}: elements styled differently without the rest of the sheet`).toEqual([]);
  }
});

test('the whole stylesheet arrives after the page has loaded, and the page hydrates without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const hit = await cachedPage('riverside-toyota.localhost', '/');
  const [, href] = STYLESHEET.exec(hit.text)!;
  await page.goto(tenantUrl('riverside-toyota'), { waitUntil: 'load' });
  const linked = page.locator(`head link[rel="stylesheet"][href="${href}"]`);
  await expect(linked).toHaveCount(1);
  const inline = STYLESHEET.exec(hit.text)![2]!.length;
  await expect.poll(() => linked.evaluate((link: HTMLLinkElement) => [...link.sheet?.cssRules ?? []].map((rule) => rule.cssText).join('').length)).toBeGreaterThan(inline * 1.3);
  // A client navigation brings another page, styled by the whole sheet.
  // The footer's link: the header's may be under More, hidden, once the navigation has measured itself.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
