import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { findLocation } from './find-location';

const at = (slug: string, dealershipSlug: string, locationType: Location['locationType'], primary = false) =>
  ({ slug, dealershipSlug, locationType, primary }) as Location;

describe('finding a location by slug or dealership slug', () => {
  const all = [at('ford-service', 'ford', 'service'), at('ford-yard', 'ford', 'sales'), at('kia', 'kia-dealer', 'sales', true)];
  it('prefers the location slug, then the dealership primary, then its sales yard', () => {
    expect(findLocation(all, 'ford-service')?.slug).toBe('ford-service');
    expect(findLocation(all, 'kia-dealer')?.slug).toBe('kia');
    expect(findLocation(all, 'ford')?.slug).toBe('ford-yard');
    expect(findLocation(all, 'nowhere')).toBeNull();
  });
});
