import { describe, expect, it } from 'vitest';
import { financeEstimate, type LenderData } from './finance-estimate';
import { repayment } from './finance-maths';
import { vehicleFinanceFigure } from './vehicle-finance-figure';
import { repaymentTerms, weeklyRepayment } from './weekly-repayment';

const lender: LenderData = { paymentWeek: 123.45, interestRate: 8.5, comparisonRate: 9.3, termYears: 5, deposit: 2699, balloon: 8097, establishmentFees: 1300 };
const car = { year: 2022, price: 26990, status: 'in_stock', finance_lenders: null as Record<string, LenderData> | null };
const terms = { estimates: true, interest: 8.5 };

describe("the weekly repayment search filters on is the one the car's page states (SPEC 3 weekly_price_range)", () => {
  it("a lender's estimate, to the cent", () => {
    expect(weeklyRepayment({ ...car, finance_lenders: { metroFinance: lender } }, terms, 2026)).toBe(123.45);
  });

  it("else the page's calculation on the estimate basis at the site's rate: what its calculator repays for that loan", () => {
    const weekly = weeklyRepayment(car, terms, 2026)!;
    const figure = vehicleFinanceFigure({ estimate: null, price: 26990, quotable: true, interest: 8.5 }, String)!;
    expect(weekly).toBe(figure.weekly);
    expect(repayment({ amount: figure.amount, interest: 8.5, termYears: 5, frequency: 52, balloon: figure.balloon })).toBe(weekly);
  });

  it.each([
    ['a sold car', { ...car, status: 'sold' }, terms],
    ['a car without a price', { ...car, price: null }, terms],
    ['a site without estimates, even with lender data', { ...car, finance_lenders: { metroFinance: lender } }, { ...terms, estimates: false }],
  ] as const)('none for %s', (_name, vehicle, siteTerms) => {
    expect(weeklyRepayment(vehicle, siteTerms, 2026)).toBeNull();
  });

  it('a coming-soon car states one as the page does', () => {
    expect(weeklyRepayment({ ...car, status: 'coming_soon' }, terms, 2026)).toBe(weeklyRepayment(car, terms, 2026));
  });

  it("an ineligible lender gives way to the calculation, as on the page", () => {
    const old = { ...car, year: 2010, finance_lenders: { youx: { ...lender } } };
    expect(financeEstimate(old, true, 2026)).toBeNull();
    expect(weeklyRepayment(old, terms, 2026)).toBe(weeklyRepayment(car, terms, 2026));
  });
});

describe("a site's repayment terms", () => {
  const site = (defaultInterest: number, financeEstimate = true) => ({
    template: 'dealerGroup' as const,
    features: { financeEstimate } as never,
    finance: { amountMin: 1000, amountMax: 100000, termMax: 7, interestMin: 4, interestMax: 20, defaultInterest, defaultTermYears: 5, interestLocked: false },
  });
  it("start at the calculator's rate, clamped to the site's range", () => {
    expect(repaymentTerms(site(10))).toEqual({ estimates: true, interest: 10 });
    expect(repaymentTerms(site(2))).toEqual({ estimates: true, interest: 4 });
    expect(repaymentTerms(site(10, false)).estimates).toBe(false);
  });
});
