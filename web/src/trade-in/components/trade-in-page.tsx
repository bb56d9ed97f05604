import type { SiteConfig } from '@dealer/schemas/content/site';
import { TradeInFlow } from '@/trade-in/components/trade-in-flow';
import { loadLeadPage, pageRules, type SearchParams } from '@/leads/server/lead-pages';
import { LeadPageLayout } from '../../leads/pages/lead-page-layout';

/** /trade-in, /sell-my-car, /sell-your-car and /cars/trade-in?car_id= (SPEC 2). */
export async function TradeInPage({ site, searchParams, title }: { site: SiteConfig; searchParams: SearchParams; title: string }) {
  const context = await loadLeadPage(site, searchParams);
  const intro = context.vehicle
    ? `Value your current vehicle as a trade-in on the ${context.vehicle.title}. It takes about two minutes.`
    : 'Tell us about your vehicle and get an offer online. It takes about two minutes.';
  return (
    <LeadPageLayout site={site} title={title} intro={intro}>
      <TradeInFlow rules={pageRules(context, 'trade-in')} vehicle={context.vehicle} dealerName={context.dealerName} />
    </LeadPageLayout>
  );
}
