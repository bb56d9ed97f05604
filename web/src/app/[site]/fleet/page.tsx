import type { Metadata } from 'next';
import { FleetPage } from '@/leads/pages/simple-form-pages';
import type { SearchParams } from '@/leads/server/lead-pages';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Fleet and Business' };

/** /fleet (SPEC 2): see FleetPage in web/src/leads/pages/simple-form-pages.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <FleetPage site={site} searchParams={await searchParams} />;
}
