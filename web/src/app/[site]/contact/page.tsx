import type { Metadata } from 'next';
import { ContactPage } from '@/leads/pages/contact-page';
import type { SearchParams } from '@/leads/server/lead-pages';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Contact Us' };

/** /contact (SPEC 2): see ContactPage in web/src/leads/pages/contact-page.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <ContactPage site={site} searchParams={await searchParams} title="Contact Us" />;
}
