import type { SiteConfig } from '@dealer/schemas/content/site';
import type { DeliveryZone } from '@/domain/delivery';

/**
 * The tenant's delivery zones by road-trip distance from the car's location. The content model
 * has no delivery-zone field yet, so zones are set here per template; caravans and trucks cost
 * more to move. Beyond the last zone there is no estimate (the spec's sorry text).
 */
const STANDARD: DeliveryZone[] = [
  { maxKm: 50, price: 0, name: 'Local' },
  { maxKm: 200, price: 290, name: 'Metro and surrounds' },
  { maxKm: 600, price: 690, name: 'Regional' },
  { maxKm: 2000, price: 1490, name: 'Interstate' },
];

const HEAVY: DeliveryZone[] = [
  { maxKm: 50, price: 0, name: 'Local' },
  { maxKm: 300, price: 590, name: 'Metro and surrounds' },
  { maxKm: 900, price: 1290, name: 'Regional' },
  { maxKm: 2500, price: 2490, name: 'Interstate' },
];

export function deliveryZonesFor(site: Pick<SiteConfig, 'template'>, itemType: string): DeliveryZone[] {
  if (itemType === 'caravan' || itemType === 'truck' || site.template === 'caravanMotorcycle') return HEAVY;
  return STANDARD;
}
