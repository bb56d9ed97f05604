import { expect, test } from '../support/test';
import { TENANTS, type Tenant } from '../support/demo';
import { demo } from '../support/demo-dataset';
import { hostRequest } from '../support/http';
import { findCar } from '../support/vehicle-finder';

/**
 * Walks SPEC 2's route table on every demo tenant: each route is a real page, a deliberate
 * redirect (a gated page sends a signed-out visitor to /sign-in) or a 404 where the tenant does
 * not have it (README "Demo tenants" lists which). Never a 5xx. There is no placeholder page: a
 * route a tenant lacks is not found there.
 */

type Doc = { _id: string; _type: string; site?: { _ref: string }; slug?: { current: string } } & Record<string, unknown>;

function tenantFacts(tenant: Tenant) {
  const docs = demo().documents as Doc[];
  const mine = docs.filter((d) => d.site?._ref === `site-${tenant}`);
  const slugs = (type: string, where: (d: Doc) => boolean = () => true) => mine.filter((d) => d._type === type && where(d)).map((d) => d.slug!.current);
  return {
    location: slugs('location', (d) => d.visible !== false)[0]!,
    dealership: (mine.find((d) => d._type === 'location' && d.visible !== false)?.dealershipSlug as string),
    brand: slugs('brand', (d) => !d.skipPage && !d.externalUrl)[0] ?? 'no-brand',
    // A model with accessories (accessories_count above 0); none means the route is a 404 there.
    model: slugs('model', (d) => Number(d.accessoriesCount) > 0)[0] ?? null,
    pages: slugs('page', (d) => d.slug!.current !== 'home'),
  };
}

/** SPEC 2's routes, with a real location, brand, model and car of the tenant filled in. */
function routeTable(f: ReturnType<typeof tenantFacts>, car: string): [pattern: string, path: string][] {
  return [
    ['/search/new-used-and-demo-cars', '/search/new-used-and-demo-cars'], ['/search/used-cars', '/search/used-cars'],
    ['/search/new-and-demo-cars', '/search/new-and-demo-cars'], ['/search/{location}', `/search/${f.location}`], ['/search/{dealership}', `/search/${f.dealership}`],
    ['/cars', '/cars'], ['/cars/{car}', `/cars/${car}`], ['/cars/{car}/checkout', `/cars/${car}/checkout`], ['/cars/{car}/buy-online', `/cars/${car}/buy-online`],
    ['/checkout-journey', `/checkout-journey?car_id=${car}`], ['/cars/trade-in', `/cars/trade-in?car_id=${car}`],
    ['/trade-in', '/trade-in'], ['/sell-my-car', '/sell-my-car'], ['/sell-your-car', '/sell-your-car'],
    ['/finance', '/finance'], ['/apply-for-finance', '/apply-for-finance'], ['/finance-enquiry', '/finance-enquiry'],
    ['/finance-and-insurance', '/finance-and-insurance'], ['/personalised/finance', `/personalised/finance?car_id=${car}`],
    ['/print', `/print?car_id=${car}`], ['/success', '/success'], ['/sign-in', '/sign-in?type=watchlist&redirect=/&back=/'],
    ['/special-offers', '/special-offers'], ['/book-test-drive', '/book-test-drive'], ['/service', '/service'],
    ['/pages/book-a-service', '/pages/book-a-service'], ['/capped-price-servicing', '/capped-price-servicing'], ['/roadside-assist', '/roadside-assist'],
    ['/vehicle-parts-and-accessories', '/vehicle-parts-and-accessories'], ['/parts/search', '/parts/search'], ['/{model}/accessories', `/${f.model ?? 'no-model'}/accessories`],
    ['/contact', '/contact'], ['/contact-us', '/contact-us'], ['/contact-us/{location}', `/contact-us/${f.location}`],
    ['/our-location/{location}', `/our-location/${f.location}`], ['/locations/{location}', `/locations/${f.location}`],
    ['/locations/{dealership}', `/locations/${f.dealership}`], ['/locations', '/locations'], ['/dealer-locator', '/dealer-locator'],
    ['/brands', '/brands'], ['/about-us', '/about-us'], ['/{brand}/overview', `/${f.brand}/overview`], ['/terms-and-conditions', '/terms-and-conditions'],
    ['/privacy-policy', '/privacy-policy'], ['/blog', '/blog'], ['/blog/vehicle-reviews', '/blog/vehicle-reviews'], ['/faqs', '/faqs'],
    ['/fleet', '/fleet'], ['/careers', '/careers'], ['/teams', '/teams'], ['/warranty', '/warranty'], ['/buying', '/buying'],
    ['/models', '/models'], ['/models?body=suv', '/models?body=suv'], ['/my-garage', '/my-garage'], ['/spin-to-win', '/spin-to-win'],
    ['/online-payment', '/online-payment'], ['/eofy', '/eofy'], ['/watchlist', '/watchlist'],
    ...f.pages.map((slug): [string, string] => ['/pages/{page}', `/pages/${slug}`]),
  ];
}

/** Routes that exist on some tenants only: a 404 elsewhere (README "Demo tenants"). */
const ONLY_ON: Record<string, Tenant[]> = {
  '/eofy': ['metro-motor-group'],
  '/capped-price-servicing': ['metro-motor-group', 'riverside-toyota'],
  '/roadside-assist': ['metro-motor-group', 'riverside-toyota'],
  '/parts/search': ['metro-motor-group', 'riverside-toyota'],
  // The dealers that run a spin-to-win promotion (gated on Metro Motor Group).
  '/spin-to-win': ['metro-motor-group', 'riverside-toyota', 'outback-rv-and-moto'],
  // The garage is offered per the site's dealer list (SPEC 1).
  '/my-garage': ['metro-motor-group'],
};

test.describe('the route table', () => {
  for (const tenant of TENANTS) {
    test(`every route of ${tenant} is a page, a redirect or a deliberate 404`, async () => {
      test.setTimeout(180_000);
      const car = (await findCar(tenant, 'status:in_stock'))?.slug ?? 'no-car';
      const problems: string[] = [];
      const facts = tenantFacts(tenant);
      for (const [pattern, path] of routeTable(facts, car)) {
        const res = await hostRequest(`${tenant}.localhost`, 'GET', path).catch((error: Error) => ({ status: 0, error }));
        if ('error' in res) {
          problems.push(`${path}: ${res.error.message}`);
          continue;
        }
        const absent = (ONLY_ON[pattern] && !ONLY_ON[pattern].includes(tenant)) || (pattern === '/{model}/accessories' && !facts.model);
        if (res.status >= 500) problems.push(`${path}: ${res.status}`);
        else if (absent && res.status !== 404) problems.push(`${path}: ${res.status}, expected 404 on ${tenant}`);
        else if (!absent && !OTHERS_DECIDE.includes(pattern) && res.status === 404) problems.push(`${path}: 404`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('an unknown /pages/... slug is a 404, not a placeholder', async () => {
    for (const tenant of TENANTS) {
      expect((await hostRequest(`${tenant}.localhost`, 'GET', '/pages/no-such-page')).status, tenant).toBe(404);
    }
  });
});

/** Routes whose 404s are decided by the work that owns them (reserve online exists only for a reservable car). */
const OTHERS_DECIDE = ['/cars/{car}/checkout', '/cars/{car}/buy-online', '/checkout-journey', '/cars/trade-in', '/print', '/personalised/finance'];
