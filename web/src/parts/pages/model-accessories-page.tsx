import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { EnquiryForm } from '@/blocks/enquiry-form/enquiry-form-block';
import { StaticImage } from '@/components/ui/static-image';
import { searchHref } from '@/routes/vehicle-links';
import { accessoriesFor } from '../accessories';
import { getModels } from '../get-models';

async function findModel(site: SiteConfig, slug: string) {
  const model = (await getModels(site)).find((m) => m.slug === slug);
  return model && (model.accessoriesCount ?? 0) > 0 ? model : null;
}

export async function modelAccessoriesMetadata(site: SiteConfig, slug: string): Promise<Metadata> {
  const model = await findModel(site, slug);
  return model ? { title: `${model.manufacturer.name} ${model.name} Accessories` } : {};
}

/**
 * /{model slug}/accessories (SPEC 2, 3 Model accessories_count): the model's genuine accessories
 * and an accessories enquiry. A model without accessories, or one the site does not have, is a 404.
 */
export async function ModelAccessoriesPage({ site, slug }: { site: SiteConfig; slug: string }) {
  const model = await findModel(site, slug);
  if (!model) notFound();
  const accessories = accessoriesFor(model.accessoriesCount ?? 0);
  const title = `${model.manufacturer.name} ${model.name}`;
  return (
    <div>
      <div className="container-page grid items-center gap-6 py-10 md:grid-cols-2 md:py-14">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title} Accessories</h1>
          <p className="mt-3 text-lg text-neutral-700">{accessories.length} genuine accessories, fitted by our team and covered by the manufacturer&apos;s warranty.</p>
          <p className="mt-4"><a href={searchHref(site.routes, model.manufacturer.slug, model.slug)} className="font-semibold text-brand-ink underline hover:no-underline">Shop {title} stock</a></p>
        </div>
        {model.image && <StaticImage src={model.image.url} alt={model.image.alt ?? title} width={640} height={360} lcp className="h-auto w-full object-contain" />}
      </div>
      <section aria-labelledby="accessory-list" className="container-page pb-10">
        <h2 id="accessory-list" className="mb-4 text-2xl font-bold tracking-tight">Available accessories</h2>
        <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {accessories.map((name) => (
            <li key={name} className="flex items-center justify-between gap-3 border-b border-neutral-200 py-2">
              <span>{name}</span>
              <a href="#accessories-enquiry" className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline hover:no-underline">Enquire<span className="sr-only"> about {name}</span></a>
            </li>
          ))}
        </ul>
      </section>
      <div id="accessories-enquiry">
        <EnquiryForm heading={`Enquire about ${title} accessories`} intro="Tell us what you would like fitted and we will send you a quote." category="Parts Enquiry" site={site} />
      </div>
    </div>
  );
}
