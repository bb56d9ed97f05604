/**
 * The routes of SPEC.md section 2. A path that matches one is a real part of the site, so it
 * gets a 200 "being built" page until its feature lands (or a CMS page with that slug); anything
 * else is a 404. Pure: the catch-all page supplies the segments and the site's route options.
 */
export type KnownRoute = {
  /** The pattern that matched, e.g. 'cars/:vehicle/checkout'. */
  pattern: string;
  /** Heading for the page, named after the route. */
  title: string;
  /** Values of the pattern's `:name` parameters. */
  params: Record<string, string>;
};

export type KnownRouteOptions = {
  /** Used-only tenants search used stock under their own prefix, e.g. /search/used-cars/{make}. */
  usedCarPrefix?: string | null;
  /** The site's reserve-online path segment; both are accepted when unknown. */
  checkoutPath?: 'checkout' | 'buy-online';
};

type Title = string | ((params: Record<string, string>) => string);
type Pattern = { path: string; title: Title };

// Kebab-case slugs of up to five words. Only these are turned into headings, so a crafted URL
// cannot put a sentence of its choosing on a dealer's page.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,4}$/;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
const ACRONYMS: Record<string, string> = { eofy: 'EOFY', faqs: 'FAQs', suv: 'SUV', suvs: 'SUVs', ev: 'EV', rv: 'RV', '4x4': '4x4', '4wd': '4WD', bmw: 'BMW', mg: 'MG', ldv: 'LDV', gwm: 'GWM', kgm: 'KGM' };

/** 'book-a-service' → 'Book a Service'; null when the text is not a plain slug. */
export function humanise(slug: string): string | null {
  if (!SLUG.test(slug)) return null;
  return slug.split('-').map((word, index) => {
    if (ACRONYMS[word]) return ACRONYMS[word];
    if (index > 0 && SMALL_WORDS.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  }).join(' ');
}

const named = (fallback: string, ...keys: string[]) => (params: Record<string, string>) => {
  const words = keys.map((key) => humanise(params[key] ?? ''));
  return words.every((w): w is string => w !== null) ? words.join(' ') : fallback;
};

const STATIC: Pattern[] = [
  { path: 'search', title: 'Search Stock' },
  { path: 'search/:a', title: named('Search Stock', 'a') },
  { path: 'search/:a/:b', title: named('Search Stock', 'a', 'b') },
  { path: 'cars', title: 'Cars for Sale' },
  { path: 'cars/trade-in', title: 'Trade-In Valuation' },
  { path: 'checkout-journey', title: 'Online Purchase' },
  { path: 'trade-in', title: 'Trade-In' },
  { path: 'sell-my-car', title: 'Sell My Car' },
  { path: 'sell-your-car', title: 'Sell Your Car' },
  { path: 'finance', title: 'Finance' },
  { path: 'apply-for-finance', title: 'Apply for Finance' },
  { path: 'finance-enquiry', title: 'Finance Enquiry' },
  { path: 'finance-and-insurance', title: 'Finance and Insurance' },
  { path: 'personalised/finance', title: 'Personalised Finance' },
  { path: 'print', title: 'Print Vehicle' },
  { path: 'success', title: 'Thank You' },
  { path: 'sign-in', title: 'Sign In' },
  { path: 'book-test-drive', title: 'Book a Test Drive' },
  { path: 'service', title: 'Service' },
  { path: 'vehicle-parts-and-accessories', title: 'Vehicle Parts and Accessories' },
  { path: 'contact', title: 'Contact' },
  { path: 'contact-us', title: 'Contact Us' },
  // /blog, /blog/vehicle-reviews and /blog/{slug} are real pages (app/[site]/blog). The content,
  // location, parts and brand routes (/about-us, /warranty, /teams, /locations/..., /brands,
  // /{brand}/overview, /{model}/accessories, /parts/search, /pages/...) are CMS pages or real pages
  // where a tenant has them, and a 404 where it does not.
  { path: 'my-garage', title: 'My Garage' },
  { path: 'my-garage/:a', title: 'My Garage' },
  { path: 'spin-to-win', title: 'Spin to Win' },
  { path: 'online-payment', title: 'Online Payment' },
  { path: 'watchlist', title: 'Watchlist' },
];

function checkoutPatterns(checkoutPath: KnownRouteOptions['checkoutPath']): Pattern[] {
  const reserve: Pattern = { path: 'cars/:vehicle/checkout', title: 'Reserve Online' };
  const buyOnline: Pattern = { path: 'cars/:vehicle/buy-online', title: 'Buy Online' };
  if (checkoutPath === 'checkout') return [reserve];
  if (checkoutPath === 'buy-online') return [buyOnline];
  return [reserve, buyOnline];
}

/**
 * Used-only dealers keep a used-car prefix in search paths (/search/used-cars/toyota/corolla),
 * one level deeper than other sites' /search/{make}/{model}.
 */
function usedPrefixPatterns(prefix: string | null | undefined): Pattern[] {
  const base = (prefix ?? '').split('/').filter(Boolean).join('/');
  if (!base || !base.split('/').every((segment) => SLUG.test(segment))) return [];
  const used = (...keys: string[]) => (params: Record<string, string>) => {
    const words = named('', ...keys)(params);
    return words ? `Used ${words}` : 'Used Cars';
  };
  return [
    { path: `search/${base}`, title: 'Used Cars' },
    { path: `search/${base}/:a`, title: used('a') },
    { path: `search/${base}/:a/:b`, title: used('a', 'b') },
  ];
}

function match(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

export function matchKnownRoute(segments: readonly string[], options: KnownRouteOptions = {}): KnownRoute | null {
  const path = segments.filter((segment) => segment !== '');
  if (path.length === 0) return null;
  const patterns = [...usedPrefixPatterns(options.usedCarPrefix), ...checkoutPatterns(options.checkoutPath), ...STATIC];
  for (const pattern of patterns) {
    const params = match(pattern.path, path);
    if (params) {
      const title = typeof pattern.title === 'string' ? pattern.title : pattern.title(params);
      return { pattern: pattern.path, title, params };
    }
  }
  return null;
}
