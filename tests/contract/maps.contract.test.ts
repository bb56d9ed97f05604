import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleMapsPort } from '@/ports/maps/google-maps';
import { localMapCardPort } from '@/ports/maps/local-map-card';
import { MAP_ZOOM, type MapPlace, type MapView, type MapsPort } from '@/ports/maps/maps-port';

/**
 * The maps port contract (SPEC 2 maps, SPEC 9 zoom 10), run against the embedded card and the
 * Google Maps adapter. The hosted map is loaded by the browser, so the Google side is checked by
 * loading its URLs from a local fake of the Maps Static and Embed APIs that answers as Google
 * documents: 200 with an image (or the embed page) for a valid request with a key, 403 without.
 */
const SITE = { slug: 'metro-motor-group' };
const KEY = 'AIza-contract-platform-key';
const SITE_KEY = 'AIza-contract-riverside-key';
const place = (id: string, lat: number, long: number): MapPlace => ({ id, name: id, address: { street: '1 Main Street', city: 'Brisbane', state: 'QLD', postcode: '4000', lat, long } });
const ONE = [place('location-springwood', -27.61, 153.13)];
const THREE = [...ONE, place('location-north-lakes', -27.23, 153.02), place('location-southport', -27.97, 153.41)];

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
function fakeGoogle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  const key = url.searchParams.get('key');
  if (!key?.startsWith('AIza')) return response.writeHead(403, { 'content-type': 'text/plain' }).end('The Google Maps Platform server rejected your request. This API project is not authorized to use this API.');
  if (url.pathname === '/maps/api/staticmap') {
    const size = /^(\d+)x(\d+)$/.exec(url.searchParams.get('size') ?? '');
    const markers = url.searchParams.getAll('markers');
    if (!size || Number(size[1]) > 640 || Number(size[2]) > 640 || markers.length === 0) return response.writeHead(400).end('Invalid request.');
    return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  }
  if (url.pathname === '/maps/embed/v1/place' && url.searchParams.get('q')) return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>map</html>');
  return response.writeHead(404).end();
}
const server = createServer(fakeGoogle);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const google = (apiKey: string | null = KEY, siteKeys: Record<string, string> = {}) =>
  googleMapsPort({ apiKey, siteKeys, staticUrl: `${base}/maps/api/staticmap`, embedUrl: `${base}/maps/embed/v1/place` });

/** The places a view shows, whichever adapter drew it. */
const shown = (view: MapView) => view.kind === 'card' ? view.pins.length : new URL(view.imageUrl).searchParams.getAll('markers').length;

const adapters: [string, () => MapsPort][] = [
  ['embedded (the drawn card)', () => localMapCardPort],
  ['Google Maps (local fake of its Static and Embed APIs)', () => google()],
];

describe.each(adapters)('maps port contract: %s', (_name, port) => {
  it('shows every place, one or several', () => {
    expect(shown(port().map(SITE, ONE))).toBe(1);
    expect(shown(port().map(SITE, THREE))).toBe(3);
  });
});

describe('embedded card', () => {
  it('puts each pin where its coordinates are: north up, east right, all inside the card', () => {
    const view = localMapCardPort.map(SITE, THREE);
    if (view.kind !== 'card') throw new Error('expected the card');
    const [springwood, northLakes, southport] = view.pins;
    expect(northLakes!.y).toBeLessThan(springwood!.y);
    expect(southport!.x).toBeGreaterThan(springwood!.x);
    for (const pin of view.pins) expect(pin.x >= 0 && pin.x <= 600 && pin.y >= 0 && pin.y <= 300).toBe(true);
  });
});

describe('Google Maps on the wire', () => {
  it('one place: a static image at zoom 10 and an embedded map, both loading with the key', async () => {
    const view = google().map(SITE, ONE);
    if (view.kind !== 'google') throw new Error('expected the Google map');
    const image = new URL(view.imageUrl);
    expect(image.searchParams.get('zoom')).toBe(String(MAP_ZOOM));
    expect(image.searchParams.getAll('markers')).toEqual(['color:red|-27.61,153.13']);
    const [png, embed] = await Promise.all([fetch(view.imageUrl), fetch(view.embedUrl!)]);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new URL(view.embedUrl!).searchParams.get('zoom')).toBe(String(MAP_ZOOM));
    expect(embed.status).toBe(200);
  });

  it('several places: one image Google frames around every pin, no embed', async () => {
    const view = google().map(SITE, THREE);
    if (view.kind !== 'google') throw new Error('expected the Google map');
    expect(new URL(view.imageUrl).searchParams.has('zoom')).toBe(false);
    expect(view.embedUrl).toBeNull();
    expect((await fetch(view.imageUrl)).status).toBe(200);
  });

  it("a site's own key is used instead of the platform's", () => {
    const view = google(KEY, { [SITE.slug]: SITE_KEY }).map(SITE, ONE);
    if (view.kind !== 'google') throw new Error('expected the Google map');
    expect(new URL(view.imageUrl).searchParams.get('key')).toBe(SITE_KEY);
    expect(new URL(view.embedUrl!).searchParams.get('key')).toBe(SITE_KEY);
  });

  it('a site with no key at all gets the embedded card, never a map Google refuses', () => {
    expect(google(null, { 'riverside-toyota': SITE_KEY }).map(SITE, ONE).kind).toBe('card');
  });

  it('a place without coordinates is pinned by its written address', () => {
    const view = google().map(SITE, [{ id: 'x', name: 'x', address: { street: '88 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750' } }]);
    if (view.kind !== 'google') throw new Error('expected the Google map');
    expect(new URL(view.imageUrl).searchParams.get('markers')).toBe('color:red|88 Mulgoa Road, Penrith NSW 2750, Australia');
  });
});
