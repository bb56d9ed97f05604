import type { ReactNode } from 'react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { loadLeadPage, pageRules } from '@/leads/server/lead-pages';
import { CarSummaryCard } from '../components/car-summary-card';
import { GetFinanceForm } from '../components/get-finance-form';
import { FinanceSteps } from '../components/finance-steps';
import { FinanceExample } from '../components/finance-example';
import { GetFinanceNow } from '../components/get-finance-now';
import { SiteOtherCalculator } from '../components/site-other-calculator';
import { financeQuery, type QueryParams } from '../server/finance-query';
import { offerEndsToday } from '../server/offer-ends-today';
import { possessive } from '@/lib/possessive';

type Props = {
  site: SiteConfig;
  searchParams: QueryParams;
  title: string;
  intro?: ReactNode;
  /** Content below the form (the insurance products on /finance-and-insurance). */
  children?: ReactNode;
};

/**
 * Every finance page (SPEC 2 "Finance pages"): the form on the left, read from the query (car_id,
 * vin, nvic, year, preferredDealership, car_type, vehiclePriceBudget or price, loanTerm,
 * selfAssessedCreditScore or credit_score, whoIsHelping); on the right the three steps, or the
 * car's summary when car_id names a car of this site. Without a car, and with the get-finance
 * call to action on the site's cards, six featured used cars follow (Get Finance Now).
 */
export async function FinancePage({ site, searchParams, title, intro, children }: Props) {
  const query = financeQuery(searchParams, { site });
  const context = await loadLeadPage(site, query.carId ? { car_id: String(query.carId) } : {});
  const car = context.vehicleRow;
  const price = car?.price && car.price > 0 ? car.price : query.purchasePrice;
  const getFinanceNow = !car && site.buttons.card.includes('getFinance');
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <div className="mt-3 max-w-2xl text-lg text-neutral-700">
        {intro ?? `Get an estimate, get pre-approved and apply with ${possessive(context.dealerName)} finance partner, all in a few minutes.`}
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div id="finance-form" className="max-w-3xl scroll-mt-6" data-testid="finance-form">
          <GetFinanceForm rules={pageRules(context, 'finance-enquiry')} car={context.vehicle ? { id: context.vehicle.id, title: context.vehicle.title, price: car?.price ?? null } : null}
            initial={{ price, term: query.loanTerm, credit: query.selfAssessedCreditScore, whoIsHelping: query.whoIsHelping, dealership: query.preferredDealership }} />
        </div>
        {car ? <CarSummaryCard vehicle={car} site={site} /> : <FinanceSteps />}
      </div>
      <div className="mt-14 max-w-3xl">
        <SiteOtherCalculator site={site} />
      </div>
      <FinanceExample site={site} offerEnds={await offerEndsToday(site)} />
      {children}
      {getFinanceNow && <GetFinanceNow site={site} />}
    </div>
  );
}
