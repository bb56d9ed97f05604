import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { siteFormRules } from '@/leads/server/site-form-rules';

/**
 * The rules of the Get Finance popup opened from a car card, on a site whose cards have Get
 * Finance (null elsewhere). A form about one car asks no location or dealership, so the rules are
 * the same for every car of the site: the site's form switches (postcode, terms).
 */
export function cardFinanceRules(site: SiteConfig): LeadFormRules | null {
  if (!site.buttons.card.includes('getFinance')) return null;
  return siteFormRules(site, [], 'finance-enquiry', { hasVehicle: true });
}
