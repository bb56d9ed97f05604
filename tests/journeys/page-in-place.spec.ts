import { expect, test } from '../support/test';
import { loadPage, vehiclePageUrl } from '../../scripts/lib/first-load-js';
import { TENANTS, TEST_PORT, tenantUrl } from '../support/demo';

/**
 * The header, the page's content (CMS sections, the vehicle page) and the footer hydrate in slices
 * of their own (web/src/components/site/hydrate-apart.tsx), and each slice is still written where it stands
 * in the page: nothing is sent after the footer to be moved into place by a script (which would
 * leave the page empty, then shift it, for as long as React holds back revealing it).
 */
const SEARCH_PATH: Record<string, string> = { 'valley-used-cars': '/search/used-cars' };

/** `html` has nothing sent later to be moved into place; its footer (and content, where `contentSliced`) hydrate apart. */
function expectInPlace(label: string, html: string, contentSliced: boolean): void {
  expect(html, `${label}: a part of the page is sent later to be moved into place`).not.toContain('<template id="B:');
  expect(html, `${label}: a part of the page waits hidden at the end`).not.toMatch(/<div hidden id="S:/);
  expect(html, `${label}: a script reveals a part of the page`).not.toContain('$RC(');
  expect(html, `${label}: the footer is not a slice of its own`).toContain('<!--$--><footer');
  if (!contentSliced) return;
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main, `${label}: the page's content is not a slice of its own`).toContain('<!--$-->');
}

for (const tenant of TENANTS) {
  test(`${tenant}: home, vehicle page and search landing are written in place, in slices`, async () => {
    const pages = {
      home: tenantUrl(tenant),
      vehicle: await vehiclePageUrl(tenant, String(TEST_PORT)),
      search: tenantUrl(tenant, SEARCH_PATH[tenant] ?? '/search/new-used-and-demo-cars'),
    };
    for (const [name, url] of Object.entries(pages)) {
      // The stock search hydrates whole: a tap on a result before it has hydrated must reach it.
      const contentSliced = name !== 'search';
      // The first answer is rendered, the second comes from the route cache: both are checked.
      expectInPlace(`${tenant} ${name} (rendered)`, await loadPage(url), contentSliced);
      expectInPlace(`${tenant} ${name} (cached)`, await loadPage(url), contentSliced);
    }
  });
}

test('a page whose content hydrates in slices hydrates without an error, and its controls answer', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(await vehiclePageUrl('riverside-toyota', String(TEST_PORT)));
  // The gallery sits in the content's slice: its arrow answers once that slice has hydrated.
  const position = page.getByTestId('gallery-position').first();
  await expect(position).toHaveText(/^1 \/ \d+$/);
  await page.getByTestId('gallery').getByRole('button', { name: 'Next photo' }).first().click();
  await expect(position).toHaveText(/^2 \/ /);
  expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
});
