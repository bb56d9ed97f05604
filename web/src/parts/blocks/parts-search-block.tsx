import { EnquiryForm } from '@/blocks/enquiry-form/enquiry-form-block';
import type { BlockComponent } from '@/blocks/shared/block-types';
import { LazyPartsFinder } from './lazy-parts-finder';
import { getModels } from '../get-models';
import { partsCatalogue } from '../parts-catalogue';

/**
 * Fixed block (SPEC 2 /parts/search): the parts catalogue of the site's models, searched by
 * model and keyword in the browser, and a parts enquiry form (only the form when the site lists
 * no models).
 */
export const PartsSearch: BlockComponent<'partsSearch'> = async ({ heading, intro, site }) => {
  const models = await getModels(site).catch(() => []);
  const parts = partsCatalogue(models);
  const options = models.map((m) => ({ slug: m.slug, label: `${m.manufacturer.name} ${m.name}` }));
  return (
    <>
      <section className="container-page space-y-5 py-10 md:py-14">
        <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Find a part'}</h2>
        {intro && <p className="max-w-2xl text-lg text-neutral-700">{intro}</p>}
        {models.length > 0 ? <LazyPartsFinder models={options} parts={parts} /> : <p>Tell us your vehicle and the part you need, and our parts team will find it for you.</p>}
      </section>
      <div id="parts-enquiry">
        <EnquiryForm heading="Enquire about a part" intro="Tell us the part and your vehicle, and our parts team will confirm the price and availability." category="Parts Enquiry" site={site} />
      </div>
    </>
  );
};
