import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { priceDisplay, priceLine, priceOptionsFor } from '@/domain/price-display';
import { visibleSpecRows } from '@/domain/spec-rows';
import { vehicleTitle } from '@/domain/vehicle-title';
import { formatKm } from '@/lib/format';
import { formatDateInZone, siteTimeZone } from '@/lib/time-zone';
import { priceCheckPort } from '@/ports/price-check';
import { vehicleHref } from '@/routes/vehicle-links';
import type { Vehicle } from '@/vehicles/vehicle';
import { findSimilarVehicles } from '../data/find-similar-vehicles';
import { keyInformationRows } from '../data/spec-rows-for';
import { analysisMarket, type CarAnalysisInput } from './car-analysis';

/** What the analysis states, from the same sources as the page: the price check, similar stock, key facts. */
export async function carAnalysisData(site: SiteConfig, vehicle: Vehicle, origin: string, now = new Date()): Promise<CarAnalysisInput> {
  const zone = siteTimeZone(site);
  const [check, similar] = await Promise.all([
    priceCheckPort().check({ ...vehicle, state: null }).catch((error: unknown) => {
      // A price-check failure leaves the section saying there is no market data (SPEC 8: logged only).
      console.warn('Car analysis price check failed', error);
      return null;
    }),
    findSimilarVehicles(site, vehicle),
  ]);
  const options = priceOptionsFor(site);
  return {
    title: vehicleTitle(vehicle),
    siteName: site.name,
    price: priceLine(priceDisplay(vehicle, options)),
    url: `${origin}${vehicleHref(vehicle)}`,
    generatedOn: formatDateInZone(now, zone),
    keyFacts: visibleSpecRows(keyInformationRows(vehicle, now, site.features.showUnregistered, zone)),
    market: analysisMarket(check),
    comparables: similar.map((car) => ({
      title: vehicleTitle(car),
      price: priceLine(priceDisplay(car, options)),
      km: formatKm(car.km),
      url: `${origin}${vehicleHref(car)}`,
    })),
    disclaimer: site.legal.disclaimer,
  };
}
