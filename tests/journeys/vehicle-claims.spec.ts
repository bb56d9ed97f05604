import { expect, test } from '@playwright/test';
import { TENANTS } from '../support/demo';
import { hostRequest } from '../support/http';
import { claimFigures } from '../support/page-figures';

type Hit = { slug: string; car_type: string; reserve_amount: number | null; price_type: string | null; certified: boolean; checkout_enabled: boolean; item_type: string };

/** Every available car of a tenant, with the fields that change what its page claims. */
async function availableCars(tenant: string): Promise<Hit[]> {
  const params = new URLSearchParams({
    hitsPerPage: '1000',
    filters: 'status:in_stock OR status:coming_soon',
    attributesToRetrieve: 'slug,car_type,reserve_amount,price_type,certified,checkout_enabled,item_type',
    attributesToHighlight: '',
  });
  const res = await hostRequest(`${tenant}.localhost`, 'POST', '/api/search/1/indexes/*/queries', { requests: [{ indexName: 'Car_production', params: params.toString() }] });
  return ((res.json as { results: { hits: Hit[] }[] }).results[0]?.hits ?? []);
}

/** Two cars of every combination of the fields that change a page's claims. */
function sample(cars: Hit[]): Hit[] {
  const byKind = new Map<string, Hit[]>();
  for (const car of cars) {
    const key = [car.car_type, car.reserve_amount, car.price_type, car.certified, car.checkout_enabled, car.item_type].join('|');
    const list = byKind.get(key) ?? [];
    if (list.length < 2) byKind.set(key, [...list, car]);
  }
  return [...byKind.values()].flat();
}

for (const tenant of TENANTS) {
  test(`${tenant}: every vehicle page states one deposit, money-back period, warranty and drive-away price`, async ({ browser }) => {
    test.setTimeout(180_000);
    // The server's HTML as parsed by Chromium, scripts off: the text every shopper gets, hidden
    // tab panels included; other cars (similar vehicles) make their own claims and are left out.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const cars = sample(await availableCars(tenant));
    expect(cars.length).toBeGreaterThan(3);
    const contradictions: string[] = [];
    let checked = 0;
    for (const car of cars) {
      const res = await hostRequest(`${tenant}.localhost`, 'GET', `/cars/${car.slug}`, undefined, { accept: 'text/html' });
      expect(res.status, car.slug).toBe(200);
      await page.setContent(res.text, { waitUntil: 'domcontentloaded' });
      const text = await page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        body.querySelectorAll('script, style, template, [data-testid="similar-vehicles"]').forEach((node) => node.remove());
        return (body.textContent ?? '').replace(/\s+/g, ' ');
      });
      const figures = claimFigures(text);
      for (const [kind, values] of Object.entries(figures)) {
        if (values.size > 1) contradictions.push(`${car.slug} ${kind}: ${JSON.stringify([...values])}`);
      }
      checked++;
    }
    await context.close();
    console.log(`${tenant}: ${checked} vehicle pages checked, ${contradictions.length} contradictions`);
    expect(contradictions).toEqual([]);
  });
}
