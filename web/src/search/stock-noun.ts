import type { SiteConfig } from '@dealer/schemas/content/site';

/** What the tenant sells, for headings, counts and buttons: "Cars" on car dealers, else "Vehicles". */
export function stockNoun(site: Pick<SiteConfig, 'itemTypes'>): { singular: string; plural: string } {
  const carsOnly = site.itemTypes.length === 0 || site.itemTypes.every((type) => type === 'car');
  return carsOnly ? { singular: 'Car', plural: 'Cars' } : { singular: 'Vehicle', plural: 'Vehicles' };
}
