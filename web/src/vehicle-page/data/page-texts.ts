import type { SiteConfig } from '@dealer/schemas/content/site';

export type TextValues = { vehicle: string; dealer: string; warrantyYears: number };

/** Fills the placeholders dealers may use in their vehicle page texts; unknown ones are left as written. */
export function fillPlaceholders(text: string, values: TextValues): string {
  return text.replace(/\{(vehicle|dealer|warrantyYears)\}/g, (_, key: keyof TextValues) => String(values[key]));
}

export type PageTexts = ReturnType<typeof vehiclePageTexts>;

/**
 * The site's vehicle page texts for one vehicle kind, placeholders filled; {warrantyYears} is the
 * car's own warranty claim (domain/vehicle-claims.ts) when it has one.
 */
export function vehiclePageTexts(site: Pick<SiteConfig, 'name' | 'vehiclePage' | 'warrantyBullets' | 'claims'>, vehicleLabel: string, warrantyYears?: number | null) {
  const values = { vehicle: vehicleLabel.toLowerCase(), dealer: site.name, warrantyYears: warrantyYears ?? site.claims.warrantyYears };
  const fill = (text: string) => fillPlaceholders(text, values);
  const texts = site.vehiclePage;
  const whyBuy = texts.whyBuyFromUs.length > 0 ? texts.whyBuyFromUs : site.warrantyBullets;
  return {
    includedNew: texts.includedNew.map(fill),
    includedUsed: texts.includedUsed.map(fill),
    whyBuyFromUs: (whyBuy.length > 0 ? whyBuy : [`Trusted local dealer: ${site.name}`]).map(fill),
    protectIntro: fill(texts.protectIntro),
    protectItems: texts.protectItems.map(fill),
    faqs: texts.faqs.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) })),
  };
}
