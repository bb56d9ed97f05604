import type { Metadata } from 'next';
import { FinancePage } from '@/finance/pages/finance-page';
import type { QueryParams } from '@/finance/server/finance-query';
import { requireSite } from '../require-site';
import { enforceGate } from '@/identity/server/page-shopper';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<QueryParams> };

export const metadata: Metadata = { title: 'Finance', alternates: { canonical: '/finance' } };

/** /finance (SPEC 2): where every Get Finance link lands, with the car when the query names one. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  await enforceGate(site, ['/finance', '/finance-enquiry']);
  return <FinancePage site={site} searchParams={await searchParams} title="Finance" />;
}
