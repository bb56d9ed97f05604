import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { StaticImage } from '@/components/ui/static-image';
import { ModelGrid } from '@/directory/components/model-grid';
import { parseDirectoryParams } from '@/directory/directory-request';
import { searchDirectory } from '@/directory/directory-search';
import { siteTimeZone } from '@/lib/time-zone';
import { OfferGrid } from '@/offers/components/offer-grid';
import { parseOffersParams } from '@/offers/offers-request';
import { searchOffers } from '@/offers/offers-search';
import { searchHref } from '@/routes/vehicle-links';
import { brandHref } from '../brand-href';
import { findBrand } from '../find-brand';
import { getBrands } from '../get-brands';

const LATEST_OFFERS = 3;

export async function brandOverviewMetadata(site: SiteConfig, slug: string): Promise<Metadata> {
  const brand = findBrand(await getBrands(site), slug);
  return brand ? { title: `${brand.title} Overview`, description: brand.description ?? undefined } : {};
}

/**
 * /{brand}/overview (SPEC 2, 3 Brand entry): banner, description, the brand's models from the
 * directory with their stock counts, and its latest offers. A brand without a page (skipPage)
 * goes straight to its stock or its own website; a slug the site has no brand for is a 404.
 */
export async function BrandOverviewPage({ site, slug }: { site: SiteConfig; slug: string }) {
  const brand = findBrand(await getBrands(site), slug);
  if (!brand) notFound();
  if (brand.skipPage || brand.externalUrl) redirect(brandHref(brand, site.routes));
  const [models, offers] = await Promise.all([
    searchDirectory(site.slug, { ...parseDirectoryParams({}), manufacturer: brand.title }, 1000),
    searchOffers(site.slug, parseOffersParams({}), 100),
  ]);
  const brandOffers = offers.hits.filter((offer) => offer.manufacturer_name === brand.title).slice(0, LATEST_OFFERS);
  return (
    <div>
      <section className="relative isolate overflow-hidden bg-neutral-900 text-white">
        {brand.banner && <StaticImage src={brand.banner.url} alt={brand.banner.alt ?? ''} fill sizes="100vw" lcp className="-z-10 object-cover" />}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/65 to-black/40" />
        <div className="container-page flex min-h-[16rem] flex-col justify-center gap-4 py-10">
          {brand.logo && <StaticImage src={brand.logo.url} alt="" width={120} height={60} className="h-14 w-auto self-start rounded bg-white object-contain p-2" />}
          <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{brand.title}</h1>
          {brand.description && <p className="max-w-2xl text-lg text-neutral-100">{brand.description}</p>}
          <p><a href={searchHref(site.routes, brand.slug)} className={buttonVariants({ variant: 'accent' })}>Shop {brand.title} stock</a></p>
        </div>
      </section>
      <div className="container-page space-y-12 py-10 md:py-14">
        {models.hits.length > 0 && (
          <section aria-labelledby="brand-models" className="space-y-5">
            <h2 id="brand-models" className="text-2xl font-bold tracking-tight md:text-3xl">{brand.title} models</h2>
            <ModelGrid models={models.hits} />
          </section>
        )}
        {brandOffers.length > 0 && (
          <section aria-labelledby="brand-offers" className="space-y-5">
            <h2 id="brand-offers" className="text-2xl font-bold tracking-tight md:text-3xl">Latest {brand.title} offers</h2>
            <OfferGrid offers={brandOffers} timeZone={siteTimeZone(site)} />
          </section>
        )}
      </div>
    </div>
  );
}
