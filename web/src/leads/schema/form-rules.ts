import type { FormLeadKind } from '../lead-kind';

/**
 * What varies per tenant and per page in a lead form. The server computes it once (from the site
 * config, its locations and the vehicle on the page), renders the form with it and validates the
 * submission with it, so the browser and the server apply the same rules. Plain data: it travels
 * to client components as props.
 */
export type Option = { value: string; label: string };

export type LeadFormRules = {
  messageRequired: boolean;
  termsRequired: boolean;
  postcodeRequired: boolean;
  /** The location select: shown, and required, when it has options (SPEC 5). */
  locations: Option[];
  /** Set when exactly one location fits: the lead goes there without asking. */
  defaultLocation: string | null;
  /** Preferred dealership: shown and required when there is more than one (SPEC 5). */
  dealerships: Option[];
  /** Where the consent checkboxes link: the tenant's terms and privacy pages. */
  legal: LegalLinks;
};

/** The tenant's terms and privacy pages; the contact page while one does not exist (never nothing). */
export type LegalLinks = { terms: string; privacy: string };

export const LEGAL_PATHS: LegalLinks = { terms: '/terms-and-conditions', privacy: '/privacy-policy' };
export const LEGAL_FALLBACK = '/contact';

/** The consent links for the pages a tenant has. */
export function legalLinks(has: { terms: boolean; privacy: boolean }): LegalLinks {
  return { terms: has.terms ? LEGAL_PATHS.terms : LEGAL_FALLBACK, privacy: has.privacy ? LEGAL_PATHS.privacy : LEGAL_FALLBACK };
}

/**
 * Per-tenant switches of the forms (SPEC 5: message optional on one tenant, terms where a dealer
 * requires it), edited in the site settings (`forms`, schemas/src/types/site/site-forms.ts).
 */
export type TenantFormSettings = {
  messageOptional: boolean;
  termsRequired: boolean;
  /** SPEC 5: "Postcode required on one tenant for finance." */
  financePostcodeRequired: boolean;
  /** SPEC 5: the preferred dealership field can be removed by a tenant. */
  dealershipFieldRemoved: boolean;
};

export type RuleLocation = {
  slug: string;
  name: string;
  dealershipSlug: string;
  locationType: string;
  locationSubtype?: string | null;
};

type Department = 'sales' | 'service' | 'parts' | 'buying' | 'any' | 'none';

const DEPARTMENT: Record<FormLeadKind, Department> = {
  'enquiry': 'sales',
  'test-drive': 'sales',
  'request-photos': 'sales',
  'find-similar': 'sales',
  'contact': 'sales',
  'service': 'service',
  'parts': 'parts',
  'careers': 'any',
  'trade-in': 'buying',
  'fleet': 'none',
  'finance-enquiry': 'none',
};

/** Forms whose message the tenant's "message optional" switch applies to; the others never require one. */
const MESSAGE_REQUIRED: ReadonlySet<FormLeadKind> = new Set(['enquiry', 'find-similar', 'contact', 'fleet', 'careers', 'parts']);

function fits(location: RuleLocation, department: Department): boolean {
  const type = location.locationType || 'sales';
  switch (department) {
    case 'sales':
      return type === 'sales';
    case 'service':
      return type === 'service';
    case 'parts':
      return type === 'parts';
    case 'buying':
      return type === 'car-buying' || (location.locationSubtype ?? '').includes('buying');
    case 'any':
      return true;
    case 'none':
      return false;
  }
}

function locationsFor(kind: FormLeadKind, locations: readonly RuleLocation[]): RuleLocation[] {
  const department = DEPARTMENT[kind];
  const matching = locations.filter((l) => fits(l, department));
  // A dealer without a car-buying centre values trade-ins at its sales yards.
  if (matching.length === 0 && department === 'buying') return locations.filter((l) => fits(l, 'sales'));
  return matching;
}

export type RulesInput = {
  kind: FormLeadKind;
  settings: TenantFormSettings;
  /** The tenant's visible locations, sorted as they should be offered. */
  locations: readonly RuleLocation[];
  dealerships: readonly Option[];
  /** A form about one vehicle: its location and dealership are the vehicle's. */
  hasVehicle: boolean;
  /** A form for one location (/contact-us/{location}). */
  fixedLocation?: string | null;
  /** The tenant's consent links (leads/server/legal-pages.ts); the standard paths when not looked up (validation only). */
  legal?: LegalLinks;
};

export function leadFormRules(input: RulesInput): LeadFormRules {
  const { kind, settings } = input;
  const candidates = input.hasVehicle ? [] : locationsFor(kind, input.locations);
  const fixed = input.fixedLocation && candidates.some((l) => l.slug === input.fixedLocation) ? input.fixedLocation : null;
  const shown = fixed || candidates.length <= 1 ? [] : candidates.map((l) => ({ value: l.slug, label: l.name }));
  const defaultLocation = fixed ?? (candidates.length === 1 ? candidates[0]!.slug : null);
  const askDealership = !input.hasVehicle && shown.length === 0 && !defaultLocation && !settings.dealershipFieldRemoved && input.dealerships.length > 1;
  return {
    messageRequired: MESSAGE_REQUIRED.has(kind) && !settings.messageOptional,
    termsRequired: kind === 'trade-in' || settings.termsRequired,
    postcodeRequired: kind === 'trade-in' || (kind === 'finance-enquiry' && settings.financePostcodeRequired),
    locations: shown,
    defaultLocation,
    dealerships: askDealership ? [...input.dealerships] : [],
    legal: input.legal ?? LEGAL_PATHS,
  };
}
