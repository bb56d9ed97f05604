import type { Metadata } from 'next';
import { FinancePage } from '@/finance/pages/finance-page';
import type { QueryParams } from '@/finance/server/finance-query';
import { requireSite } from '../../require-site';
import { enforceGate } from '@/identity/server/page-shopper';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<QueryParams> };

export const metadata: Metadata = { title: 'Personalised Finance', robots: { index: false } };

/** /personalised/finance?car_id= (SPEC 2): finance for one car, its summary beside the form. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  await enforceGate(site, ['/personalised/finance']);
  return <FinancePage site={site} searchParams={await searchParams} title="Personalised Finance" />;
}
