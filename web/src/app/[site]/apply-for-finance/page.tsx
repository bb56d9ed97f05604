import type { Metadata } from 'next';
import { FinancePage } from '@/finance/pages/finance-page';
import type { QueryParams } from '@/finance/server/finance-query';
import { requireSite } from '../require-site';
import { enforceGate } from '@/identity/server/page-shopper';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<QueryParams> };

export const metadata: Metadata = { title: 'Apply for Finance' };

/** /apply-for-finance (SPEC 2): the finance page; gated on the tenants that gate it (the proxy). */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  await enforceGate(site, ['/apply-for-finance']);
  return <FinancePage site={site} searchParams={await searchParams} title="Apply for Finance" />;
}
