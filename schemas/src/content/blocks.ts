import { z } from 'zod';
import { link, projectedImage } from './common';

/**
 * Fields of each page block as PAGE_QUERY projects them. The web block registry parses a
 * section with its block's schema; the demo generator writes sections that satisfy these.
 */
const cta = link.extend({ variant: z.enum(['primary', 'secondary']).default('primary') });

export const heroBlock = z.object({
  heading: z.string(),
  subheading: z.string().nullish(),
  image: projectedImage.nullish(),
  ctas: z.array(cta).default([]),
});

export const promoTilesBlock = z.object({
  heading: z.string().nullish(),
  tiles: z.array(z.object({
    _key: z.string(),
    heading: z.string(),
    body: z.string().nullish(),
    href: z.string(),
    ctaLabel: z.string().nullish(),
    image: projectedImage.nullish(),
  })).default([]),
});

/** Fixed block: cars come from the search port; `filter` narrows the tenant's base filter. */
export const featuredStockBlock = z.object({
  heading: z.string(),
  filter: z.string().nullish(),
  limit: z.number().int().min(1).max(24).default(6),
  ctaLabel: z.string().nullish(),
  ctaHref: z.string().nullish(),
});

export const featureBannerBlock = z.object({
  items: z.array(z.object({
    _key: z.string(),
    heading: z.string(),
    body: z.string().nullish(),
    href: z.string(),
    icon: z.enum(['offers', 'service', 'sell', 'finance', 'warranty', 'testDrive']).default('offers'),
  })).default([]),
});

export const brandGridBlock = z.object({
  heading: z.string().nullish(),
  brands: z.array(z.object({
    title: z.string(),
    slug: z.string(),
    logo: projectedImage.nullish(),
    skipPage: z.boolean().nullish(),
  })).default([]),
});

export const statsCounterBlock = z.object({
  heading: z.string().nullish(),
  stats: z.array(z.object({ _key: z.string(), value: z.string(), label: z.string() })).default([]),
});

/** The bullets themselves come from the site config, so every page shows the same promise. */
export const warrantyBulletsBlock = z.object({ heading: z.string().nullish() });

export const ctaButtonsBlock = z.object({
  heading: z.string().nullish(),
  buttons: z.array(cta).default([]),
});

/** Portable Text blocks; rendered with a small serializer. */
export const richTextBlock = z.object({
  body: z.array(z.looseObject({ _type: z.string(), _key: z.string() })).default([]),
});

/** Fixed block: locations come from the content port. */
export const locationsBlock = z.object({
  heading: z.string().nullish(),
  filter: z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']).default('all'),
});

export const blockSchemas = {
  hero: heroBlock,
  promoTiles: promoTilesBlock,
  featuredStock: featuredStockBlock,
  featureBanner: featureBannerBlock,
  brandGrid: brandGridBlock,
  statsCounter: statsCounterBlock,
  warrantyBullets: warrantyBulletsBlock,
  ctaButtons: ctaButtonsBlock,
  richText: richTextBlock,
  locations: locationsBlock,
} as const;

export type BlockType = keyof typeof blockSchemas;
export type BlockProps<T extends BlockType> = z.infer<(typeof blockSchemas)[T]>;
