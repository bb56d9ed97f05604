import type { DirectoryModel } from '@dealer/schemas/content/directory-model';
import { modelStock, modelStockHref, type StockSummary } from './model-stock';

/**
 * One model of the directory as the search index holds it (SPEC.md 7, Directory search: filters
 * manufacturer.name, model.name, model.body). `site_slug` is the tenant: every query filters on it.
 */
export type DirectoryRecord = {
  objectID: string;
  site_slug: string;
  manufacturer: { name: string; slug: string; logo_url: string | null };
  model: { name: string; slug: string; body: string | null; image_url: string | null; image_alt: string };
  /** The model's stock search, or the editor's override link. */
  href: string;
  /** Cheapest car of this model in stock, null without stock. */
  price_from: number | null;
  stock_count: number;
  accessories_count: number | null;
  /** Alphabetical position (manufacturer, then model): the browse order. */
  rank: number;
};

export type DirectorySite = { slug: string; usedCarPrefix: string | null };

const byName = (a: DirectoryModel, b: DirectoryModel) =>
  a.manufacturer.name.localeCompare(b.manufacturer.name, 'en-AU') || a.name.localeCompare(b.name, 'en-AU');

/** The directory records of one tenant, from its model documents and what it has in stock. */
export function toDirectoryRecords(site: DirectorySite, models: readonly DirectoryModel[], stock: StockSummary): DirectoryRecord[] {
  return [...models].sort(byName).map((model, rank) => {
    const inStock = modelStock(stock, site.slug, model.manufacturer.name, model.name);
    const image = model.image ?? (inStock?.imageUrl ? { url: inStock.imageUrl, alt: null } : null);
    return {
      objectID: `${site.slug}:${model._id}`,
      site_slug: site.slug,
      manufacturer: { name: model.manufacturer.name, slug: model.manufacturer.slug, logo_url: model.manufacturer.logo?.url ?? null },
      model: {
        name: model.name,
        slug: model.slug,
        body: model.body?.trim() || null,
        image_url: image?.url ?? null,
        image_alt: image?.alt ?? `${model.manufacturer.name} ${model.name}`,
      },
      href: model.overrideUrl?.trim() || modelStockHref(stock, site.slug, site.usedCarPrefix, model.manufacturer.name, model.name),
      price_from: inStock?.priceFrom ?? null,
      stock_count: inStock?.count ?? 0,
      accessories_count: model.accessoriesCount ?? null,
      rank,
    };
  });
}
