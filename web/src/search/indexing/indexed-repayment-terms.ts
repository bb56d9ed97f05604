import type { SiteConfig } from '@dealer/schemas/content/site';
import { siteForDealership } from '@/domain/dealership-settings';
import { repaymentTerms, type RepaymentTerms } from '@/domain/weekly-repayment';

/**
 * The site settings each site's records were last indexed with (the weekly_repayment the stock
 * search filters on), so a publish that leaves a site's finance settings as they were costs
 * nothing, and one that changes them re-derives only the figures that move. In this process only:
 * a site missing here (indexed elsewhere) is re-derived in full.
 */
export type RepaymentSite = Pick<SiteConfig, 'finance' | 'template' | 'features' | 'buttons' | 'dealerships'>;

const indexed = new Map<string, RepaymentSite>();

export function noteIndexedSite(site: RepaymentSite & { slug: string }): void {
  indexed.set(site.slug, site);
}

export function indexedSite(siteSlug: string): RepaymentSite | undefined {
  return indexed.get(siteSlug);
}

/** The terms a car of `dealershipSlug` is figured with (its dealership may exclude estimates, SPEC 6). */
export const dealershipTerms = (site: RepaymentSite, dealershipSlug: string | null): RepaymentTerms =>
  repaymentTerms(siteForDealership(site, dealershipSlug));

/** Whether two versions of a site figure every car's repayment alike. */
export function sameRepayments(a: RepaymentSite, b: RepaymentSite): boolean {
  const fingerprint = (site: RepaymentSite) => JSON.stringify([
    repaymentTerms(site),
    [...a.dealerships, ...b.dealerships].map((entry) => dealershipTerms(site, entry.dealershipSlug)),
  ]);
  return fingerprint(a) === fingerprint(b);
}
