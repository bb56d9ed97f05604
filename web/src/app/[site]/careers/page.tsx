import type { Metadata } from 'next';
import { CareersPage } from '@/leads/pages/simple-form-pages';
import type { SearchParams } from '@/leads/server/lead-pages';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Careers' };

/** /careers (SPEC 2): see CareersPage in web/src/leads/pages/simple-form-pages.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <CareersPage site={site} searchParams={await searchParams} />;
}
