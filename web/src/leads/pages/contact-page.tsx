import { ContactForm } from '@/leads/components/contact-form';
import { EnquiryForm } from '@/leads/components/enquiry-form';
import { FindSimilarForm } from '@/leads/components/find-similar-form';
import { isAvailable } from '@/domain/vehicle-availability';
import { SUBCATEGORY } from '@/leads/schema/form-choices';
import { firstParam, loadLeadPage, pageRules, type SearchParams } from '@/leads/server/lead-pages';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { LeadPageLayout } from './lead-page-layout';

/**
 * /contact and /contact-us. With car_id it is the enquiry about that car (the cards' Enquire Now);
 * for a sold car, or with subcategory 'Find me something similar', the similar-car enquiry (SPEC 4).
 */
export async function ContactPage({ site, searchParams, title }: { site: SiteConfig; searchParams: SearchParams; title: string }) {
  const context = await loadLeadPage(site, searchParams);
  const { vehicle, vehicleRow, dealerName } = context;
  if (vehicle && vehicleRow) {
    const similar = !isAvailable(vehicleRow.status) || firstParam(searchParams, 'subcategory') === SUBCATEGORY.findSimilar;
    return similar ? (
      <LeadPageLayout site={site} title="Find Me Something Similar" intro={`Tell us what you are after and ${dealerName} will let you know about similar vehicles.`}>
        <FindSimilarForm rules={pageRules(context, 'find-similar')} vehicle={vehicle} dealerName={dealerName} />
      </LeadPageLayout>
    ) : (
      <LeadPageLayout site={site} title={`Enquire about the ${vehicle.title}`} intro={`Send your question and ${dealerName} will get back to you.`}>
        <EnquiryForm rules={pageRules(context, 'enquiry')} vehicle={vehicle} dealerName={dealerName} defaultCategory="Vehicle Enquiry" />
      </LeadPageLayout>
    );
  }
  return (
    <LeadPageLayout site={site} title={title} intro={`Send us a message and the ${site.name} team will get back to you.`}>
      <ContactForm rules={pageRules(context, 'contact')} dealerName={site.name} />
    </LeadPageLayout>
  );
}
