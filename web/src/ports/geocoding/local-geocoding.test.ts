import { expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

it('geocodes Australian postcodes from the package data and rejects unknown ones', async () => {
  const { localGeocodingPort } = await import('./local-geocoding');
  const brisbane = await localGeocodingPort.geocodePostcode('4000');
  expect(brisbane).toMatchObject({ state: 'QLD' });
  expect(brisbane!.lat).toBeCloseTo(-27.47, 1);
  expect(await localGeocodingPort.geocodePostcode('0000')).toBeNull();
}, 30_000);
