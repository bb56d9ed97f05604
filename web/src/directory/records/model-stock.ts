import type { SearchRecord } from '@/search/port/search-record';
import { searchHref } from '@/routes/vehicle-links';

/** What a tenant stocks of one model: how many cars are available, the cheapest price and a photo. */
export type ModelStock = { count: number; priceFrom: number | null; imageUrl: string | null };

/** Per tenant: make → model → stock. Names are matched case-insensitively (feeds and editors differ). */
export type StockSummary = Map<string, Map<string, Map<string, ModelStock>>>;

const key = (text: string) => text.trim().toLowerCase();

/**
 * Sums the vehicle records (already filtered to what the website shows) into per-model stock, so
 * directory cards can say "from $…" and link to a search that is not empty. Sold cars inside the
 * sold window are listed but not counted: a model with only sold cars has no stock.
 */
export function summariseStock(vehicles: Iterable<Pick<SearchRecord, 'site_slug' | 'make' | 'model' | 'price' | 'is_available' | 'primary_image_url'>>): StockSummary {
  const summary: StockSummary = new Map();
  for (const vehicle of vehicles) {
    if (vehicle.is_available !== 1) continue;
    const makes = summary.get(vehicle.site_slug) ?? new Map<string, Map<string, ModelStock>>();
    summary.set(vehicle.site_slug, makes);
    const models = makes.get(key(vehicle.make)) ?? new Map<string, ModelStock>();
    makes.set(key(vehicle.make), models);
    const stock = models.get(key(vehicle.model)) ?? { count: 0, priceFrom: null, imageUrl: null };
    stock.count += 1;
    // Price 0 means "price on application": it is not a "from" price.
    if (vehicle.price > 0 && (stock.priceFrom === null || vehicle.price < stock.priceFrom)) stock.priceFrom = vehicle.price;
    stock.imageUrl ??= vehicle.primary_image_url;
    models.set(key(vehicle.model), stock);
  }
  return summary;
}

export function modelStock(summary: StockSummary, site: string, make: string, model: string): ModelStock | null {
  return summary.get(site)?.get(key(make))?.get(key(model)) ?? null;
}

/**
 * Where "see the stock" goes for a model: its make/model search when the tenant has one in stock,
 * else the make's search, else a keyword search (a make/model path the tenant does not stock is a 404).
 */
export function modelStockHref(summary: StockSummary, site: string, usedCarPrefix: string | null, make: string, model: string): string {
  const options = { usedCarPrefix };
  if (modelStock(summary, site, make, model)) return searchHref(options, make, model);
  if (summary.get(site)?.has(key(make))) return searchHref(options, make);
  return `${searchHref(options)}?${new URLSearchParams({ query: `${make} ${model}` })}`;
}
