import { caravanModels } from '../catalogue/caravans';
import { asianModels } from '../catalogue/cars-asian';
import { toyotaModels } from '../catalogue/cars-toyota';
import { westernModels } from '../catalogue/cars-western';
import type { CatalogueModel } from '../catalogue/catalogue-types';
import { motorcycleModels } from '../catalogue/motorcycles';
import { truckModels } from '../catalogue/trucks';
import type { TenantContext, TenantDefinition } from '../tenants/tenant-types';
import { reference, slugField, slugify } from './sanity-fields';

type Doc = { _id: string; _type: string } & Record<string, unknown>;

const catalogue: readonly CatalogueModel[] = [...toyotaModels, ...asianModels, ...westernModels, ...motorcycleModels, ...truckModels, ...caravanModels];

export const manufacturerId = (site: string, make: string) => `manufacturer-${site}-${slugify(make)}`;
export const modelId = (site: string, make: string, model: string) => `model-${site}-${slugify(make)}-${slugify(model)}`;

/**
 * The models directory of a tenant (SPEC.md 2, 3: /models, Manufacturer and Model): one
 * manufacturer per brand the dealer carries that the catalogue knows, and every model line of it.
 * Model images are side views drawn once per body style and shared between tenants.
 */
export function directoryDocuments(tenant: TenantDefinition, context: TenantContext): Doc[] {
  const site = reference(context.siteId);
  const documents: Doc[] = [];
  const usedSlugs = new Set<string>();
  // A motorcycle dealer carrying BMW bikes does not list BMW's cars.
  const itemTypes = new Set(tenant.stock.map((stream) => stream.itemType));
  for (const [index, brand] of tenant.brands.entries()) {
    // The catalogue lists some lines once per body style (caravan layouts); the directory lists the model once.
    const models = [...new Map(catalogue.filter((line) => line.make === brand.make && itemTypes.has(line.itemType)).map((line) => [line.model, line])).values()];
    if (models.length === 0) continue;
    documents.push({
      _id: manufacturerId(tenant.slug, brand.make),
      _type: 'manufacturer',
      name: brand.make,
      slug: slugField(slugify(brand.make)),
      site,
      manufacturerId: index + 1,
      logo: context.brandLogo(brand.make),
    });
    for (const line of models) {
      // Model slugs are unique within a site; two makes with the same model name get the make in front.
      let slug = slugify(line.model);
      if (usedSlugs.has(slug)) slug = slugify(`${line.make} ${line.model}`);
      usedSlugs.add(slug);
      documents.push({
        _id: modelId(tenant.slug, line.make, line.model),
        _type: 'model',
        name: line.model,
        slug: slugField(slug),
        site,
        manufacturer: reference(manufacturerId(tenant.slug, brand.make)),
        body: line.body,
        image: context.image(`model-${line.art}`, { kind: 'vehicle', body: line.art, colour: 'white', view: 'side' }, `${line.make} ${line.model}`),
        accessoriesCount: line.itemType === 'caravan' ? 0 : 12 + (line.model.length * 7) % 40,
      });
    }
  }
  return documents;
}
