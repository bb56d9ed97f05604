import { decodeSegment } from '@/lib/path-segment';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactForm } from '@/leads/components/contact-form';
import { LeadPageLayout } from '@/leads/pages/lead-page-layout';
import { loadLeadPage, pageRules, type SearchParams } from '@/leads/server/lead-pages';
import { getLocations } from '@/content/locations';
import { findSite, requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string; location: string }>; searchParams: Promise<SearchParams> };

async function findLocation(siteSlug: string, slug: string) {
  const site = await findSite(siteSlug);
  if (!site) return null;
  const locations = await getLocations(site);
  return locations.find((l) => l.slug === slug || l.dealershipSlug === slug) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, location } = await params;
  const found = await findLocation(site, decodeSegment(location)).catch(() => null);
  return found ? { title: `Contact ${found.name}` } : {};
}

/** /contact-us/{locationSlug} (SPEC 2): the contact form for one location; a location of another site is a 404. */
export default async function ContactLocationPage({ params, searchParams }: Props) {
  const { site: siteSlug, location: slug } = await params;
  const site = await requireSite(siteSlug);
  const context = await loadLeadPage(site, await searchParams);
  const location = context.locations.find((l) => l.slug === decodeSegment(slug) || l.dealershipSlug === decodeSegment(slug));
  if (!location) notFound();
  return (
    <LeadPageLayout site={site} title={`Contact ${location.name}`} intro={`Send a message to ${location.name} and the team will get back to you.`}
      contact={{ name: location.name, phone: location.phone, address: location.address }}>
      <ContactForm rules={pageRules({ ...context, vehicle: null }, 'contact', location.slug)} fixedLocation={location.slug} dealerName={location.name} />
    </LeadPageLayout>
  );
}
