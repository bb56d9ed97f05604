import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { priceDisplay, priceLine, priceOptionsFor } from '@/domain/price-display';
import { visibleSpecRows } from '@/domain/spec-rows';
import { vehicleTitle } from '@/domain/vehicle-title';
import { formatPhone } from '@/lib/phone-format';
import { repoRoot } from '@/server/paths';
import type { VehiclePageData } from '../data/load-vehicle-page';
import { siteTimeZone } from '@/lib/time-zone';
import { caravanRows, detailRows, keyInformationRows } from '../data/spec-rows-for';
import { COMMENTS_PENDING } from '../sections/dealer-comments';
import type { VehiclePdfInput } from './vehicle-pdf';

/** Local demo photos only: a path outside /demo-stock/ (or with '..') is never read. */
async function localPhoto(url: string | undefined): Promise<Uint8Array | null> {
  if (!url || !/^\/demo-stock\/[a-z0-9-]+\.jpe?g$/i.test(url)) return null;
  try {
    return new Uint8Array(await readFile(join(repoRoot(), 'web', 'public', url)));
  } catch {
    return null;
  }
}

/** Everything the print page and the PDF show, from the same data as the vehicle page. */
export async function printData(site: SiteConfig, data: VehiclePageData, origin: string): Promise<VehiclePdfInput> {
  const { vehicle, location } = data;
  const rows = visibleSpecRows([...keyInformationRows(vehicle, new Date(), site.features.showUnregistered, siteTimeZone(site)), ...detailRows(vehicle, siteTimeZone(site)), ...caravanRows(vehicle)]);
  const unique = rows.filter((row, index) => rows.findIndex((r) => r.label === row.label) === index);
  return {
    title: vehicleTitle(vehicle),
    price: data.visibility === 'sold' ? 'SOLD' : priceLine(priceDisplay(vehicle, priceOptionsFor(site))),
    siteName: site.name,
    dealer: location
      ? [location.name, `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`, formatPhone(location.phone)]
      : [site.name, formatPhone(site.phones.sales)],
    url: `${origin}/cars/${encodeURIComponent(vehicle.slug)}`,
    rows: unique,
    comments: vehicle.dealercomments?.trim() || COMMENTS_PENDING,
    features: vehicle.features,
    disclaimer: site.legal.disclaimer,
    photo: await localPhoto(vehicle.images[0]?.url),
  };
}
