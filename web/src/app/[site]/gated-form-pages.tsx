import type { ReactNode } from 'react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { Sections } from '@/blocks/sections';
import { getPage } from '@/content/pages';
import { InsuranceProducts } from '@/finance/components/insurance-products';
import { FinancePage } from '@/finance/pages/finance-page';
import { enforceGate } from '@/identity/server/page-shopper';
import type { SearchParams } from '@/leads/server/lead-pages';
import { TradeInPage } from '@/trade-in/components/trade-in-page';
import { requireSite } from './require-site';

type Render = (site: SiteConfig, query: SearchParams) => ReactNode | Promise<ReactNode>;
type PageProps = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

/**
 * A form page that some tenants gate (site settings), as its two routes render it:
 * - `page`, per request: with the query (a car_id, a price...) and the page's own gate
 *   (enforceGate), which reads the request;
 * - `queryLess`, its twin under -plain (tenancy/query-less-variant.ts), served whole from the
 *   route cache: it may read nothing of the request, so it has no gate of its own. The proxy's
 *   gate is the one that holds: it sends signed-out visitors of a gated tenant to sign-in before
 *   any rewrite, and gates the twin's own address as the page's (publicAddress). A signed-in
 *   shopper sees what every signed-in shopper sees (their details are client islands).
 */
function gatedFormPage(addresses: readonly string[], render: Render) {
  return {
    page: async ({ params, searchParams }: PageProps) => {
      const site = await requireSite((await params).site);
      await enforceGate(site, addresses);
      return render(site, await searchParams);
    },
    queryLess: async ({ params }: { params: Promise<{ site: string }> }) => render(await requireSite((await params).site), {}),
  };
}

/** /finance (SPEC 2): where every Get Finance link lands, with the car when the query names one. */
export const finance = gatedFormPage(['/finance', '/finance-enquiry'], (site, query) => <FinancePage site={site} searchParams={query} title="Finance" />);

/** /apply-for-finance (SPEC 2): the finance page under the title of its own address. */
export const applyForFinance = gatedFormPage(['/apply-for-finance'], (site, query) => <FinancePage site={site} searchParams={query} title="Apply for Finance" />);

/**
 * /finance-and-insurance (SPEC 2): the finance page, then the dealer's insurance products from
 * the CMS page of the same slug (Studio: Pages), or the dealer's standard list when there is none.
 */
export const financeAndInsurance = gatedFormPage(['/finance-and-insurance'], async (site, query) => {
  const page = await getPage(site, 'finance-and-insurance').catch(() => null);
  return (
    <FinancePage site={site} searchParams={query} title="Finance and Insurance">
      <div className="mt-14" data-testid="insurance">
        {page ? <Sections sections={page.sections} site={site} title={page.title} titleClassName="text-2xl font-bold tracking-tight md:text-3xl" /> : <InsuranceProducts site={site} />}
      </div>
    </FinancePage>
  );
});

/** /trade-in and /cars/trade-in (SPEC 2): see TradeInPage in web/src/trade-in/components/trade-in-page.tsx. */
export const tradeIn = gatedFormPage(['/trade-in', '/cars/trade-in'], (site, query) => <TradeInPage site={site} searchParams={query} title="Trade-In Valuation" />);

/** /sell-my-car (SPEC 2): the trade-in valuation under the title of its own address. */
export const sellMyCar = gatedFormPage(['/sell-my-car'], (site, query) => <TradeInPage site={site} searchParams={query} title="Sell My Car" />);

/** /sell-your-car (SPEC 2): the same at the address some dealers use. */
export const sellYourCar = gatedFormPage(['/sell-your-car'], (site, query) => <TradeInPage site={site} searchParams={query} title="Sell Your Car" />);
