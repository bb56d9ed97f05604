import type { SiteConfig } from '@dealer/schemas/content/site';
import { BRAND_GROUP_TITLES } from '../brand-href';
import { brandTileViews } from '../components/brand-tile-view';
import { BrandTiles } from '../components/brand-tiles';
import { getBrands } from '../get-brands';

const ORDER = ['cars', 'motorcycles', 'trucks', 'caravans'] as const;

/** /brands (SPEC 2): the site's brands with logos, grouped into cars, motorcycles, trucks and caravans. */
export async function BrandsPage({ site }: { site: SiteConfig }) {
  const brands = await getBrands(site);
  const groups = ORDER.map((type) => ({ type, brands: brands.filter((b) => b.vehicleType === type) })).filter((g) => g.brands.length > 0);
  return (
    <div className="container-page space-y-10 py-10 md:py-14">
      <div>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Our Brands</h1>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700">The {brands.length === 1 ? 'brand' : `${brands.length} brands`} you can buy, service and finance at {site.name}.</p>
      </div>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`brands-${group.type}`} className="space-y-4">
          <h2 id={`brands-${group.type}`} className="text-2xl font-bold tracking-tight">{BRAND_GROUP_TITLES[group.type]}</h2>
          <BrandTiles tiles={brandTileViews(group.brands, site)} />
        </section>
      ))}
    </div>
  );
}
