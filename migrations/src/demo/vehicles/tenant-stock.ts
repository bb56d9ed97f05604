import { caravanModels } from '../catalogue/caravans';
import type { CatalogueModel, ItemType } from '../catalogue/catalogue-types';
import { asianModels } from '../catalogue/cars-asian';
import { toyotaModels } from '../catalogue/cars-toyota';
import { westernModels } from '../catalogue/cars-western';
import { motorcycleModels } from '../catalogue/motorcycles';
import { truckModels } from '../catalogue/trucks';
import type { ImageRegistry } from '../content/image-registry';
import type { ResolvedLocation } from '../content/place-documents';
import type { Random } from '../random';
import type { StockStream, TenantDefinition } from '../tenants/tenant-types';
import { buildVehicle } from './build-vehicle';
import type { DemoVehicle } from './demo-vehicle';

export const catalogue: Record<ItemType, readonly CatalogueModel[]> = {
  car: [...toyotaModels, ...asianModels, ...westernModels],
  motorcycle: motorcycleModels,
  truck: truckModels,
  caravan: caravanModels,
};

/** Hands out vehicle ids unique across all tenants, with small gaps like a real feed. */
export class IdAllocator {
  constructor(private next: number, private readonly random: Random) {}
  take(): number {
    const id = this.next;
    this.next += this.random.int(1, 4);
    return id;
  }
}

function modelWeights(stream: StockStream, used: boolean, referenceYear: number): (readonly [CatalogueModel, number])[] {
  // Models launched after the reference year cannot be in stock yet (matters for --date in the past).
  const models = catalogue[stream.itemType].filter((model) => model.firstYear <= referenceYear);
  if (!used) return models.filter((model) => stream.newMakes.includes(model.make) && model.lastYear === null).map((model) => [model, model.popularity]);
  const allowed = stream.usedMakes;
  return models
    .filter((model) => !allowed || allowed.includes(model.make))
    .map((model) => [model, model.popularity * (stream.usedBias?.[model.make] ?? 1)]);
}

/** All vehicles of one tenant: each stock stream filled from the catalogue and placed at a sales location. */
export function tenantStock(tenant: TenantDefinition, locations: ResolvedLocation[], ids: IdAllocator, referenceDate: Date, images: ImageRegistry, random: Random): DemoVehicle[] {
  const vehicles: DemoVehicle[] = [];
  for (const stream of tenant.stock) {
    const dealership = tenant.dealerships.find((d) => d.slug === stream.dealership);
    if (!dealership) throw new Error(`Stock stream names unknown dealership ${stream.dealership}`);
    const yards = locations.filter((location) => location.dealership === dealership.slug && location.type === 'sales' && location.visible);
    if (yards.length === 0) throw new Error(`Dealership ${dealership.slug} has no visible sales location`);
    const yardWeights = yards.map((yard) => [yard, yard.primary ? 3 : 2] as const);
    const newPool = modelWeights(stream, false, referenceDate.getUTCFullYear());
    const usedPool = modelWeights(stream, true, referenceDate.getUTCFullYear());
    let stockNumber = random.int(10_000, 40_000);
    for (let i = 0; i < stream.count; i++) {
      const carType = random.weighted(stream.carTypes);
      const pool = carType === 'used' || newPool.length === 0 ? usedPool : newPool;
      stockNumber += random.int(1, 6);
      vehicles.push(buildVehicle({
        id: ids.take(),
        stocknum: `${dealership.stockPrefix}${stockNumber}`,
        tenant,
        dealership,
        location: random.weighted(yardWeights),
        model: random.weighted(pool),
        carType: pool === usedPool ? 'used' : carType,
        referenceDate,
        images,
        random,
      }));
    }
  }
  return vehicles;
}
