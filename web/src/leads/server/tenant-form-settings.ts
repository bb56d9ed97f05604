import type { TenantFormSettings } from '../schema/form-rules';

/**
 * Per-tenant form switches (SPEC 5). The site config (content model) has no lead-form fields yet,
 * so the demo tenants' switches live here, keyed by site slug, with the spec's defaults for
 * everyone else. Moving them into the site document is a content-model change; callers only use
 * `formSettingsFor`, so nothing else changes when that happens.
 */
const DEFAULTS: TenantFormSettings = {
  messageOptional: false,
  termsRequired: false,
  financePostcodeRequired: false,
  dealershipFieldRemoved: false,
};

const OVERRIDES: Record<string, Partial<TenantFormSettings>> = {
  // The used-car dealer that reserves online asks shoppers to accept its terms, and lets them
  // enquire without writing a message ("message required except on one tenant").
  'valley-used-cars': { messageOptional: true, termsRequired: true },
  // "Postcode required on one tenant for finance": the caravan dealer prices delivery by postcode.
  'outback-rv-and-moto': { financePostcodeRequired: true },
};

export function formSettingsFor(siteSlug: string): TenantFormSettings {
  return { ...DEFAULTS, ...OVERRIDES[siteSlug] };
}
