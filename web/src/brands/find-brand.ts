import type { Brand } from '@dealer/schemas/content/brand';

/** The brand a /{brand}/overview path names, by slug. */
export const findBrand = (brands: readonly Brand[], slug: string): Brand | null => brands.find((b) => b.slug === slug) ?? null;
