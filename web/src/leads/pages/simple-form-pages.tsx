import { siteDisplayAddress } from '@/content/site-address';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { CareersForm } from '@/leads/components/careers-form';
import { FleetForm } from '@/leads/components/fleet-form';
import { PartsForm } from '@/leads/components/parts-form';
import { ServiceForm } from '@/leads/components/service-form';
import { TestDriveForm } from '@/leads/components/test-drive-form';
import { loadLeadPage, pageRules, type SearchParams } from '@/leads/server/lead-pages';
import { LeadPageLayout } from './lead-page-layout';

type PageProps = { site: SiteConfig; searchParams: SearchParams };

/** /book-test-drive (with car_id from a card or vehicle page). */
export async function TestDrivePage({ site, searchParams }: PageProps) {
  const context = await loadLeadPage(site, searchParams);
  const title = context.vehicle ? `Book a Test Drive: ${context.vehicle.title}` : 'Book a Test Drive';
  return (
    <LeadPageLayout site={site} title={title} intro={`Choose a time that suits you and ${context.dealerName} will confirm your test drive.`}>
      <TestDriveForm rules={pageRules(context, 'test-drive')} vehicle={context.vehicle} dealerName={context.dealerName} />
    </LeadPageLayout>
  );
}

/** /service and /pages/book-a-service. */
export async function ServicePage({ site, searchParams, title }: PageProps & { title: string }) {
  const context = await loadLeadPage(site, searchParams);
  const phone = site.phones.service ?? site.phones.sales;
  return (
    <LeadPageLayout site={site} title={title} intro="Tell us about your vehicle and the work it needs, and our service team will confirm your booking." contact={{ name: `${site.name} Service`, phone, address: siteDisplayAddress(site) }}>
      <ServiceForm rules={pageRules(context, 'service')} dealerName={site.name} />
    </LeadPageLayout>
  );
}

/** /fleet. */
export async function FleetPage({ site, searchParams }: PageProps) {
  const context = await loadLeadPage(site, searchParams);
  return (
    <LeadPageLayout site={site} title="Fleet and Business" intro="Fleet pricing, vehicles fitted for work and one point of contact. Tell us what your business needs.">
      <FleetForm rules={pageRules(context, 'fleet')} dealerName={site.name} />
    </LeadPageLayout>
  );
}

/** /careers. */
export async function CareersPage({ site, searchParams }: PageProps) {
  const context = await loadLeadPage(site, searchParams);
  return (
    <LeadPageLayout site={site} title="Careers" intro={`Interested in joining ${site.name}? Tell us about yourself and the role you are after.`}>
      <CareersForm rules={pageRules(context, 'careers')} dealerName={site.name} />
    </LeadPageLayout>
  );
}

/** /vehicle-parts-and-accessories. */
export async function PartsPage({ site, searchParams }: PageProps) {
  const context = await loadLeadPage(site, searchParams);
  const phone = site.phones.parts ?? site.phones.sales;
  return (
    <LeadPageLayout site={site} title="Vehicle Parts and Accessories" intro="Genuine parts and accessories. Tell us what you need and our parts team will come back with price and availability." contact={{ name: `${site.name} Parts`, phone, address: siteDisplayAddress(site) }}>
      <PartsForm rules={pageRules(context, 'parts')} dealerName={site.name} />
    </LeadPageLayout>
  );
}
