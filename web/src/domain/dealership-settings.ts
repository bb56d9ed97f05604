import type { SiteConfig, SiteDealership } from '@dealer/schemas/content/site';

/**
 * Per-dealership settings inside a group site (SPEC 6: per-dealer button sets, dealerships hidden
 * or shown per site, the finance estimate excluded for listed dealerships). A car follows its own
 * dealership's settings: `siteForDealership` gives the site as that car's card and page read it,
 * so every reader of `buttons` and `features.financeEstimate` agrees without knowing about groups.
 */
type DealershipSite = Pick<SiteConfig, 'dealerships'>;

function settingsOf(site: DealershipSite, dealershipSlug: string | null | undefined): SiteDealership | undefined {
  if (!dealershipSlug) return undefined;
  return site.dealerships.find((entry) => entry.dealershipSlug === dealershipSlug);
}

/** The dealerships whose cars this site never lists or shows. */
export function hiddenDealerships(site: DealershipSite): string[] {
  return site.dealerships.filter((entry) => entry.hidden).map((entry) => entry.dealershipSlug);
}

export function isDealershipShown(site: DealershipSite, dealershipSlug: string | null | undefined): boolean {
  return !settingsOf(site, dealershipSlug)?.hidden;
}

/**
 * What a shopper may see of things that belong to a dealership (its locations, its entry in a
 * form's dealership field): a dealership the site hides is absent, not merely unlinked.
 */
export function withoutHiddenDealerships<T>(site: DealershipSite, items: readonly T[], dealershipOf: (item: T) => string | null | undefined): T[] {
  return items.filter((item) => isDealershipShown(site, dealershipOf(item)));
}

/** The site as a car of `dealershipSlug` reads it: that dealership's buttons and finance switch. */
export function siteForDealership<S extends DealershipSite & Pick<SiteConfig, 'buttons' | 'features'>>(site: S, dealershipSlug: string | null | undefined): S {
  const settings = settingsOf(site, dealershipSlug);
  if (!settings) return site;
  return {
    ...site,
    buttons: {
      card: settings.cardButtons.length > 0 ? settings.cardButtons : site.buttons.card,
      vehicle: settings.vehicleButtons.length > 0 ? settings.vehicleButtons : site.buttons.vehicle,
    },
    features: { ...site.features, financeEstimate: site.features.financeEstimate && !settings.financeEstimateExcluded },
  };
}
