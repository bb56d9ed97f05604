import fc from 'fast-check';
import { FORM_LEAD_KINDS } from '../../web/src/leads/lead-kind';

/**
 * Generated requests for every public route of a dealer site (hardening, "make the attack part of
 * the project"): odd methods, paths and percent-encodings, query strings, headers, and bodies of
 * every shape (valid-looking JSON, junk, deep nesting, huge strings, broken Unicode, binary).
 * `npm run fuzz` sends thousands per route to the built app; the journeys send a sample.
 */
export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string | Uint8Array };
export type FuzzRoute = { name: string; request: fc.Arbitrary<FuzzRequest> };

const lone = fc.constantFrom('\ud800', '\udfff', '\ud83d', '\u0000', '\u0001', '\u001b', '\ufffe', '\uffff', '\u202e');
/** Strings a shopper, a script or an attacker might send. */
export const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.tuple(fc.string({ maxLength: 10 }), lone, fc.string({ maxLength: 10 })).map(([a, b, c]) => a + b + c),
  fc.constantFrom('', ' ', '%', '%00', '%25', '%E0%A4%A', '../../etc/passwd', '<script>alert(1)</script>', "'; DROP TABLE leads; --", 'constructor', '__proto__', 'toString', 'null', 'NaN', '1e309', '-0'),
  fc.integer({ min: 1, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 80_000 }).map((n) => `${'1'.repeat(n)}x`),
);

/** A path segment as a client may encode it: plain, percent-encoded, double-encoded or raw. */
const segment = fc.oneof(
  fc.constantFrom('2021-toyota-hilux-ute-1', 'x', '', '.', '..', '%00', '%25', '%2F', '%5C', '%ZZ', '%E0%A4%A', '%C0%AE', 'a%20b', '\u00e9'),
  nasty.map((s) => encodeURIComponent(s.slice(0, 200).replace(/[\ud800-\udfff]/g, '\ufffd'))),
  // Raw, unencoded: lone surrogates and all (the sender encodes what Node would refuse to send).
  nasty.map((s) => s.slice(0, 200)),
);

const json = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 12 }),
);
const deep = fc.integer({ min: 10, max: 5_000 }).map((n) => `${'['.repeat(n)}1${']'.repeat(n)}`);
const bodyText = fc.oneof(
  json.map((v) => JSON.stringify(v)),
  deep,
  nasty,
  fc.constantFrom('{', '{"userData":', 'null', '[]', '{"userData":{"name":"\\ud800"}}', '{"requests":[]}'),
);
const bytes = fc.uint8Array({ maxLength: 2_000 });

const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/pdf', '');
const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
const query = fc.array(fc.tuple(fc.constantFrom('redirect', 'back', 'page', 'query', 'phone_number', 'postcode', 'token', 'photos_count', 'sortBy', 'x'), nasty), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs.map(([k, v]) => [k, v.slice(0, 2_000)])).toString()}`));

/** Headers: sometimes the site's own origin (the page itself), sometimes nothing. */
const headers = (origin: string) => fc.record({
  'content-type': contentType,
  ...{},
}).chain((base) => fc.constantFrom<Record<string, string>>({}, { origin }, { 'x-forwarded-for': '203.0.113.9' }, { 'accept-language': 'x'.repeat(3000) }).map((extra) => ({ ...base, ...extra })));

function route(name: string, origin: string, paths: fc.Arbitrary<string>, options: { json?: boolean; binary?: boolean } = {}): FuzzRoute {
  const body = options.binary ? fc.oneof(bytes, bodyText) : bodyText;
  return {
    name,
    request: fc.record({ method, path: fc.tuple(paths, query).map(([p, q]) => p + q), headers: headers(origin), body: fc.option(body, { nil: undefined }) })
      .map((r) => ({ ...r, body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body })),
  };
}

/** Every public route of a tenant host, with the car slug of one real car. */
export function fuzzRoutes(origin: string, carSlug: string): FuzzRoute[] {
  const car = fc.oneof(fc.constant(carSlug), segment);
  const index = fc.constantFrom('Car_production', 'Car_production_price_asc', 'Car_production_directory', '*', 'x', '%00');
  return [
    ...FORM_LEAD_KINDS.map((kind) => route(`/api/leads/${kind}`, origin, fc.constant(`/api/leads/${kind}`), { json: true })),
    route('/api/leads/{unknown}', origin, segment.map((s) => `/api/leads/${s}`)),
    route('/api/leads/uploads', origin, fc.constant('/api/leads/uploads'), { binary: true }),
    route('/api/leads/uploads/{id}', origin, segment.map((s) => `/api/leads/uploads/${s}`)),
    route('/api/rate-limit', origin, fc.constant('/api/rate-limit')),
    route('/api/check-if-contact-exists', origin, fc.constant('/api/check-if-contact-exists')),
    ...['/api/auth/send-code', '/api/auth/verify-code', '/api/auth/sign-out', '/api/auth/session', '/api/watchlist', '/api/watchlist/save-car', '/api/watchlist/remove-car', '/api/watchlist/alerts-off']
      .map((path) => route(path, origin, fc.constant(path), { json: true })),
    route('/api/miscellaneous', origin, fc.constant('/api/miscellaneous')),
    route('/api/trade-in/accept', origin, fc.constant('/api/trade-in/accept')),
    route('/api/trade-in/rego-lookup', origin, fc.constant('/api/trade-in/rego-lookup')),
    route('/api/cars/{slug}/view.json', origin, car.map((s) => `/api/cars/${s}/view.json`)),
    route('/api/cars/{slug}/phone-reveal', origin, car.map((s) => `/api/cars/${s}/phone-reveal`)),
    route('/api/cars/{slug}/finance-quote', origin, car.map((s) => `/api/cars/${s}/finance-quote`)),
    route('/api/cars/{slug}/delivery', origin, car.map((s) => `/api/cars/${s}/delivery`)),
    route('/api/cars/{slug}/pdf', origin, car.map((s) => `/api/cars/${s}/pdf`)),
    route('/api/search/1/indexes/*/queries', origin, fc.constant('/api/search/1/indexes/*/queries')),
    route('/api/search/1/indexes/{index}/{action}', origin, fc.tuple(index, fc.constantFrom('query', 'browse', 'settings', 'facets/make/query', 'objects', 'x', '')).map(([i, a]) => `/api/search/1/indexes/${i}/${a}`)),
    route('/api/draft-mode/disable', origin, fc.constant('/api/draft-mode/disable')),
    route('/api/health', origin, fc.constant('/api/health')),
    route('/auth/v1/{path}', origin, fc.constantFrom('otp', 'verify', 'token', 'user', 'logout', '.well-known/jwks.json', 'x').map((p) => `/auth/v1/${p}`)),
    route('/cars/{slug}', origin, car.map((s) => `/cars/${s}`)),
    route('/search/{segments}', origin, fc.array(segment, { maxLength: 4 }).map((s) => `/search/${s.join('/')}`)),
    route('/{page}', origin, fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join('/')}`)),
    route('/sitemap.xml', origin, fc.constant('/sitemap.xml')),
    // Later routes go last: each route's seed is its position, so earlier routes keep their samples.
    route('/api/finance/quote', origin, fc.constant('/api/finance/quote'), { json: true }),
    route('/api/finance/customer', origin, fc.constant('/api/finance/customer'), { json: true }),
    route('/finance', origin, fc.constantFrom('/finance', '/apply-for-finance', '/finance-enquiry', '/finance-and-insurance', '/personalised/finance', '/dev/lender/x')),
    // Sign-in, watchlist, reserve and buy online, the local Stripe, Content Lake and admin APIs.
    route('/api/auth/{action}', origin, fc.oneof(fc.constantFrom('send-code', 'verify-code', 'session', 'sign-out'), segment).map((a) => `/api/auth/${a}`), { json: true }),
    route('/api/watchlist/{action}', origin, fc.constantFrom('', '/save-car', '/remove-car', '/alerts-off').map((a) => `/api/watchlist${a}`), { json: true }),
    route('/api/reservations', origin, fc.constant('/api/reservations'), { json: true }),
    route('/api/reservations/{id}/cancel', origin, fc.oneof(fc.uuid().map(String), segment).map((id) => `/api/reservations/${id}/cancel`), { json: true }),
    route('/api/payments/webhook', origin, fc.constant('/api/payments/webhook'), { json: true }),
    route('/v1/{path}', origin, fc.tuple(fc.constantFrom('payment_intents', 'payment_intents/pi_x', 'payment_intents/pi_x/confirm', 'payment_intents/pi_x/capture', 'payment_intents/pi_x/cancel', 'refunds', 'customers'), segment).map(([p, s]) => (s === 'x' ? `/v1/${s}` : `/v1/${p}`))),
    route('/content-lake/{path}', origin, fc.tuple(fc.constantFrom('data/query/production', 'data/mutate/production', 'data/doc/production/x', 'assets/images/production', 'users/me', 'projects'), segment).map(([p, s]) => `/content-lake/v2025-02-19/${s === 'x' ? s : p}`)),
    route('/api/admin/{path}', origin, fc.oneof(fc.constantFrom('lead-deliveries', 'vehicles/1', 'reservations/00000000-0000-4000-8000-000000000000'), segment).map((p) => `/api/admin/${p}`), { json: true }),
    route('/api/revalidate and draft mode', origin, fc.constantFrom('/api/revalidate', '/api/draft-mode/enable'), { json: true }),
    route('/{shopper page}', origin, fc.constantFrom('/checkout-journey', '/online-payment', '/my-garage', '/watchlist', '/compare', '/sign-in', '/trade-in', '/studio', '/studio/structure', '/dev/inbox', `/cars/${carSlug}/autogauge`)),
    // Online payment.
    route('/api/online-payments', origin, fc.constant('/api/online-payments'), { json: true }),
  ];
}
