import type { Metadata } from 'next';
import { ServicePage } from '@/leads/pages/simple-form-pages';
import type { SearchParams } from '@/leads/server/lead-pages';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Book a Service' };

/** /service (SPEC 2): see ServicePage in web/src/leads/pages/simple-form-pages.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <ServicePage site={site} searchParams={await searchParams} title="Book a Service" />;
}
