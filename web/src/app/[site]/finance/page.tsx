import type { Metadata } from 'next';
import { FinanceEnquiryPage } from '@/leads/pages/simple-form-pages';
import type { SearchParams } from '@/leads/server/lead-pages';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Finance', alternates: { canonical: '/finance' } };

/** /finance (SPEC 2): where every Get Finance link lands, with the car's details (car_id, vehiclePriceBudget). */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <FinanceEnquiryPage site={site} searchParams={await searchParams} title="Finance" />;
}
