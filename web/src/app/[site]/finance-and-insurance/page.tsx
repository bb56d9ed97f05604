import type { Metadata } from 'next';
import { Sections } from '@/blocks/sections';
import { getPage } from '@/content/pages';
import { InsuranceProducts } from '@/finance/components/insurance-products';
import { FinancePage } from '@/finance/pages/finance-page';
import type { QueryParams } from '@/finance/server/finance-query';
import { requireSite } from '../require-site';
import { enforceGate } from '@/identity/server/page-shopper';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<QueryParams> };

export const metadata: Metadata = { title: 'Finance and Insurance' };

/**
 * /finance-and-insurance (SPEC 2): the finance page, then the dealer's insurance products from
 * the CMS page of the same slug (Studio: Pages), or the dealer's standard list when there is none.
 */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  await enforceGate(site, ['/finance-and-insurance']);
  const page = await getPage(site, 'finance-and-insurance').catch(() => null);
  return (
    <FinancePage site={site} searchParams={await searchParams} title="Finance and Insurance">
      <div className="mt-14" data-testid="insurance">
        {page ? <Sections sections={page.sections} site={site} title={page.title} titleClassName="text-2xl font-bold tracking-tight md:text-3xl" /> : <InsuranceProducts site={site} />}
      </div>
    </FinancePage>
  );
}
