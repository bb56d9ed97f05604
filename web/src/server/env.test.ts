import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('uses every embedded default when nothing is set', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ALGOLIA_INDEX).toBe('Car_production');
    expect(env.ROOT_DOMAIN).toBe('localhost');
  });

  it('accepts a fully configured hosted service', () => {
    const env = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', DATABASE_URL: 'postgres://u@h/db' });
    expect(env.SANITY_PROJECT_ID).toBe('abc123');
  });

  it.each([
    [{ SANITY_PROJECT_ID: 'abc123' }, /SANITY_DATASET/],
    [{ ALGOLIA_APP_ID: 'APP' }, /ALGOLIA_SEARCH_API_KEY, ALGOLIA_ADMIN_API_KEY/],
    [{ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'k' }, /ALGOLIA_ADMIN_API_KEY/],
    [{ DATABASE_URL: 'mysql://nope' }, /DATABASE_URL/],
    [{ SANITY_API_READ_TOKEN: 'sk-read' }, /SANITY_API_READ_TOKEN is set without SANITY_PROJECT_ID/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_READ_TOKEN: 'sk read' }, /no spaces/],
    [{ VALUATION_API_URL: 'https://valuations.example' }, /Trade-in valuation is partly configured: set VALUATION_API_KEY/],
    [{ VALUATION_API_KEY: 'k' }, /set VALUATION_API_URL/],
    [{ VALUATION_API_URL: 'ftp://valuations.example', VALUATION_API_KEY: 'k' }, /VALUATION_API_URL/],
    [{ VALUATION_API_URL: 'https://valuations.example', VALUATION_API_KEY: 'k', VALUATION_API_TIMEOUT_MS: 'soon' }, /VALUATION_API_TIMEOUT_MS/],
    [{ AUTOGRAB_API_URL: 'https://api.autograb.example' }, /AutoGrab price check is partly configured: set AUTOGRAB_API_KEY/],
    [{ AUTOGRAB_API_URL: 'not a url', AUTOGRAB_API_KEY: 'k' }, /AUTOGRAB_API_URL/],
    [{ FINANCE_QUOTE_API_KEY: 'k' }, /Finance quote service is partly configured: set FINANCE_QUOTE_URL/],
    [{ GOOGLE_BUSINESS_PROFILE_CLIENT_ID: 'id' }, /Google Business Profile reviews is partly configured: set GOOGLE_BUSINESS_PROFILE_CLIENT_SECRET, GOOGLE_BUSINESS_PROFILE_REFRESH_TOKEN, GOOGLE_BUSINESS_PROFILE_LOCATIONS/],
    [{ GOOGLE_BUSINESS_PROFILE_LOCATIONS: '{riverside' }, /GOOGLE_BUSINESS_PROFILE_LOCATIONS: must be JSON/],
    [{ GOOGLE_BUSINESS_PROFILE_LOCATIONS: '{"riverside-toyota":"locations/1"}' }, /each listing must read accounts\/<id>\/locations\/<id>/],
    [{ GOOGLE_MAPS_SITE_KEYS: 'riverside=AIza' }, /GOOGLE_MAPS_SITE_KEYS: must be JSON: \{"<site slug>":"<Google Maps API key>"\}/],
    [{ GOOGLE_MAPS_SITE_KEYS: '{"riverside-toyota":""}' }, /GOOGLE_MAPS_SITE_KEYS/],
  ])('names the missing or malformed variable for %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('accepts the hosted valuation service with its default timeout', () => {
    const env = parseEnv({ VALUATION_API_URL: 'https://valuations.example/v1', VALUATION_API_KEY: 'k' });
    expect([env.VALUATION_API_URL, env.VALUATION_API_TIMEOUT_MS]).toEqual(['https://valuations.example/v1', 8000]);
  });

  it('reads the Google Business Profile listings of each site as JSON', () => {
    const env = parseEnv({
      GOOGLE_BUSINESS_PROFILE_CLIENT_ID: 'id', GOOGLE_BUSINESS_PROFILE_CLIENT_SECRET: 'secret', GOOGLE_BUSINESS_PROFILE_REFRESH_TOKEN: 'refresh',
      GOOGLE_BUSINESS_PROFILE_LOCATIONS: '{"riverside-toyota":"accounts/12/locations/34"}',
    });
    expect(env.GOOGLE_BUSINESS_PROFILE_LOCATIONS).toEqual({ 'riverside-toyota': 'accounts/12/locations/34' });
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ AUTOGRAB_API_URL: '', AUTOGRAB_API_KEY: ' ', GOOGLE_GEOCODING_API_KEY: '' })).toMatchObject({ AUTOGRAB_API_URL: undefined, GOOGLE_GEOCODING_API_KEY: undefined });
  });
});
