import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { googleMapsPort } from '@/ports/maps/google-maps';
import { localMapCardPort } from '@/ports/maps/local-map-card';
import type { MapsPort } from '@/ports/maps/maps-port';
import { LocationMap } from './location-map';

const port = vi.hoisted(() => ({ current: null as MapsPort | null }));
vi.mock('@/ports/maps', () => ({ mapsPort: () => port.current }));

const at = (slug: string, lat: number, long: number) => ({
  _id: `location-${slug}`, name: `Metro ${slug}`, slug, siteSlug: 'metro', dealershipSlug: 'metro', primary: false, visible: true,
  locationType: 'sales', manufacturers: [], phone: '0755501101', openingHours: [], specialHours: [], image: null,
  address: { street: '3350 Pacific Highway', city: 'Springwood', state: 'QLD', postcode: '4127', lat, long },
}) satisfies Location;
const site = { slug: 'metro-motor-group' };
const DIRECTIONS = 'href="https://www.google.com/maps/dir/?api=1&amp;destination=-27.61%2C153.13"';

beforeEach(() => { port.current = localMapCardPort; });

describe('LocationMap through the maps port', () => {
  it('embedded: the drawn card with a pin per location, and Get Directions for one location (no key)', () => {
    const one = renderToStaticMarkup(<LocationMap site={site} locations={[at('springwood', -27.61, 153.13)]} title="Metro springwood" />);
    expect(one).toContain('<svg viewBox="0 0 600 300" role="img" aria-label="Map: Metro springwood"');
    expect(one).toContain(DIRECTIONS);
    const many = renderToStaticMarkup(<LocationMap site={site} locations={[at('a', -27.6, 153.1), at('b', -27.2, 153)]} title="Metro locations" />);
    expect(many.match(/<g transform=/g)).toHaveLength(2);
    expect(many).not.toContain('Get Directions');
  });

  it("hosted: Google's embedded map with the site's key for one location, its image for several", () => {
    port.current = googleMapsPort({ apiKey: 'AIza-platform', siteKeys: {} });
    const one = renderToStaticMarkup(<LocationMap site={site} locations={[at('springwood', -27.61, 153.13)]} title="Metro springwood" />);
    expect(one).toMatch(/<iframe src="https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=AIza-platform&amp;q=-27\.61%2C153\.13&amp;zoom=10" title="Map: Metro springwood"/);
    expect(one).toContain(DIRECTIONS);
    const many = renderToStaticMarkup(<LocationMap site={site} locations={[at('a', -27.6, 153.1), at('b', -27.2, 153)]} title="Metro locations" />);
    expect(many).toMatch(/<img src="https:\/\/maps\.googleapis\.com\/maps\/api\/staticmap\?[^"]*key=AIza-platform" alt="Map: Metro locations"/);
  });
});
