import type { Metadata } from 'next';
import { PartsPage } from '@/leads/pages/simple-form-pages';
import type { SearchParams } from '@/leads/server/lead-pages';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Vehicle Parts and Accessories' };

/** /vehicle-parts-and-accessories (SPEC 2): see PartsPage in web/src/leads/pages/simple-form-pages.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <PartsPage site={site} searchParams={await searchParams} />;
}
