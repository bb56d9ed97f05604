import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { siteLegalLinks } from '@/leads/server/legal-pages';
import { siteFormRules } from '@/leads/server/site-form-rules';

/**
 * The rules of the Get Finance popup opened from a car card, on a site whose cards have Get
 * Finance (null elsewhere). A form about one car asks no location or dealership, so the rules are
 * the same for every car of the site: the site's form switches (postcode, terms) and where its
 * terms consent links (the site's own terms and privacy pages, as the lead forms').
 */
export async function cardFinanceRules(site: SiteConfig): Promise<LeadFormRules | null> {
  if (!site.buttons.card.includes('getFinance')) return null;
  return siteFormRules(site, [], 'finance-enquiry', { hasVehicle: true, legal: await siteLegalLinks(site) });
}
