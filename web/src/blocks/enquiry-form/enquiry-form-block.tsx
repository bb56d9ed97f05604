import { getLocations } from '@/content/locations';
import { siteLegalLinks } from '@/leads/server/legal-pages';
import { siteFormRules } from '@/leads/server/site-form-rules';
import type { BlockComponent } from '../shared/block-types';
import { LazyEnquiryForm } from './lazy-enquiry-form';

/**
 * Fixed block: the real enquiry form (SPEC 3, 5) with the block's category preselected. It posts
 * to the same lead route as /contact-us, with the same tenant rules, and lands on /success.
 * (No subcategory setting: the lead server accepts only the subcategories it knows, never text
 * from a request.)
 */
export const EnquiryForm: BlockComponent<'enquiryForm'> = async ({ heading, intro, category, site }) => {
  const [locations, legal] = await Promise.all([getLocations(site).catch(() => []), siteLegalLinks(site)]);
  const rules = siteFormRules(site, locations, 'enquiry', { hasVehicle: false, legal });
  return (
    <section className="block-section">
      <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Send us an enquiry'}</h2>
          <p className="mt-2 text-neutral-700">{intro || `Send us a message and the ${site.name} team will get back to you.`}</p>
        </div>
        <div className="rounded-lg border border-neutral-200 bg-white p-5 md:p-6">
          <LazyEnquiryForm rules={rules} dealerName={site.name} defaultCategory={category} />
        </div>
      </div>
    </section>
  );
};
