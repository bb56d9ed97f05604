import type { Location } from '@dealer/schemas/content/location';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { withoutHiddenDealerships } from '@/domain/dealership-settings';
import { humanise } from '@/lib/humanise-slug';
import type { FormLeadKind } from '../lead-kind';
import { leadFormRules, type LeadFormRules, type LegalLinks, type Option } from '../schema/form-rules';

/**
 * The tenant's dealerships as select options, named after the slug ('metro-kia' → 'Metro Kia'),
 * without those the site hides (SPEC 6); the route validates against the same list, so a hidden one
 * is refused there too.
 */
export function dealershipOptions(site: Pick<SiteConfig, 'dealershipSlugs' | 'dealerships'>): Option[] {
  return withoutHiddenDealerships(site, site.dealershipSlugs, (slug) => slug).map((slug) => ({ value: slug, label: humanise(slug) ?? slug }));
}

export type RulesContext = { hasVehicle: boolean; fixedLocation?: string | null; legal?: LegalLinks };

/**
 * The rules of one form on one tenant: the page renders the form with them and the route handler
 * validates with them, from the same inputs (the site settings' lead form switches, its visible
 * locations and dealerships), so the two always agree.
 */
export function siteFormRules(site: SiteConfig, locations: readonly Location[], kind: FormLeadKind, context: RulesContext): LeadFormRules {
  return leadFormRules({
    kind,
    settings: site.forms,
    locations: locations.filter((l) => l.visible),
    dealerships: dealershipOptions(site),
    // A trade-in's car_id is the car being bought; where the trade-in is valued is still asked.
    hasVehicle: kind === 'trade-in' ? false : context.hasVehicle,
    fixedLocation: context.fixedLocation ?? null,
    legal: context.legal,
  });
}
