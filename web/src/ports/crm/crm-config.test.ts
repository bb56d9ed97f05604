import { describe, expect, it } from 'vitest';
import { CrmConfigError, destinationsFor, parseCrmConfig } from './crm-config';

describe('parseCrmConfig', () => {
  it('uses the local inbox when nothing is set', () => {
    const config = parseCrmConfig({});
    expect(config).toEqual({ adapter: 'local-inbox' });
    expect(destinationsFor(config, 'any')).toEqual(['local-inbox']);
  });

  it('sends JSON and ADF to the shared endpoints, and a listed tenant to its own', () => {
    const config = parseCrmConfig({
      CRM_WEBHOOK_URL: 'https://crm.example/json', CRM_ADF_WEBHOOK_URL: 'https://crm.example/adf',
      CRM_WEBHOOK_OVERRIDES: '{"riverside-toyota":{"adf":"https://toyota-crm.example/adf"}}', CRM_WEBHOOK_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({ adapter: 'webhook', timeoutMs: 5000, secret: null });
    expect(destinationsFor(config, 'valley-used-cars')).toEqual(['webhook-json', 'webhook-adf']);
    expect(destinationsFor(config, 'riverside-toyota')).toEqual(['webhook-adf']);
  });

  it.each([
    [{ CRM_WEBHOOK_SECRET: 's' }, /partly configured/],
    [{ CRM_WEBHOOK_OVERRIDES: '{}' }, /partly configured/],
    [{ CRM_WEBHOOK_URL: 'ftp://x' }, /http\(s\) URL/],
    [{ CRM_WEBHOOK_URL: 'https://a.example', CRM_WEBHOOK_OVERRIDES: 'nope' }, /must be JSON/],
    [{ CRM_WEBHOOK_URL: 'https://a.example', CRM_WEBHOOK_OVERRIDES: '{"x":{}}' }, /names no endpoint/],
    [{ CRM_WEBHOOK_URL: 'https://a.example', CRM_WEBHOOK_TIMEOUT_MS: 'soon' }, /TIMEOUT_MS/],
  ])('rejects %j', (env, message) => {
    expect(() => parseCrmConfig(env)).toThrow(CrmConfigError);
    expect(() => parseCrmConfig(env)).toThrow(message);
  });
});
