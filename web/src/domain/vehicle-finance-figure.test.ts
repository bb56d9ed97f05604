import { describe, expect, it } from 'vitest';
import { basisEstimate } from './finance-basis-estimate';
import { calculatorBounds, calculatorPolicyFor } from './finance-bounds';
import { financeEstimate, type LenderData } from './finance-estimate';
import { repayment } from './finance-maths';
import { comparisonRate } from './comparison-rate';
import { asksForQuote, boundsFromFigure, dealerStatesRate, quoteFigure, vehicleFinanceFigure } from './vehicle-finance-figure';

const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
const lender: LenderData = {
  paymentWeek: 123.45, interestRate: 8.5, comparisonRate: 9.3, termYears: 5, deposit: 2699, balloon: 8097, establishmentFees: 1300, financeProvider: 'Metro Finance',
};
const car = { year: 2022, price: 26990, status: 'in_stock', finance_lenders: { metroFinance: lender } };
const estimate = financeEstimate(car, true, 2026);

describe('the one finance figure of a vehicle page', () => {
  it("is the lender's estimate, to the cent, with the lender's loan and basis", () => {
    const figure = vehicleFinanceFigure({ estimate, price: 26990, quotable: true, interest: 10 }, money)!;
    expect(figure).toMatchObject({ source: 'lender', weekly: 123.45, interest: 8.5, comparisonRate: 9.3, termYears: 5, amount: 24291, balloon: 8097 });
    expect(figure.basis).toBe('Lender estimate at 8.5% p.a. over 5 years with a $2,699 deposit (10%) and a $8,097 final payment and a $1,300 establishment fee through Metro Finance.');
  });

  it('takes the term from months when the lender gives no years', () => {
    const monthly = financeEstimate({ ...car, finance_lenders: { metroFinance: { ...lender, termYears: null, termMonths: 84 } } }, true, 2026);
    expect(vehicleFinanceFigure({ estimate: monthly, price: 26990, quotable: true, interest: 10 }, money)!.termYears).toBe(7);
  });

  it('without a lender estimate, is the SPEC 9 estimate basis at the site rate', () => {
    const figure = vehicleFinanceFigure({ estimate: null, price: 30000, quotable: true, interest: 8.5 }, money)!;
    const basis = basisEstimate(30000, 8.5)!;
    expect(figure).toMatchObject({ source: 'calculation', weekly: basis.weekly, interest: 8.5, termYears: 5, amount: 27000, balloon: 9000 });
    // The calculator's own sum for the figure's loan is the figure itself.
    expect(repayment({ amount: figure.amount, interest: figure.interest, termYears: figure.termYears, frequency: 52, balloon: figure.balloon })).toBe(figure.weekly);
    expect(figure.basis).toMatch(/^Estimate at 8\.5% p\.a\. over 5 years with a \$3,000 deposit \(10%\) and a \$9,000 final payment \(30%\)\./);
  });

  it.each([
    ['not quotable, no lender', { estimate: null, price: 30000, quotable: false, interest: 8.5 }],
    ['no price', { estimate: null, price: null, quotable: true, interest: 8.5 }],
    ['a zero price', { estimate: null, price: 0, quotable: true, interest: 8.5 }],
  ] as const)('is none when %s', (_name, input) => {
    expect(vehicleFinanceFigure(input, money)).toBeNull();
  });

  it("becomes the provider's quote for the full price over 5 years", () => {
    expect(quoteFigure(30000, { weeklyRepaymentAmount: 141.234, advertisedRate: 7.49, comparisonRate: 8.38 })).toMatchObject({
      source: 'quote', weekly: 141.23, interest: 7.49, comparisonRate: 8.38, termYears: 5, amount: 30000, balloon: 0,
      basis: 'Quick quote at 7.49% p.a. over 5 years for the full price, excellent credit.',
    });
  });
});

describe("the figure's comparison rate for its own loan, beside the benchmark's (SPEC 9)", () => {
  it("a quote for a cheaper car than the benchmark: the provider's fee weighs more on it", () => {
    const weekly = repayment({ amount: 12990 + 1360.5, interest: 7.49, termYears: 5, frequency: 52 });
    const figure = quoteFigure(12990, { weeklyRepaymentAmount: weekly, advertisedRate: 7.49, comparisonRate: 9.38, establishmentFee: 1360.5 });
    expect(figure.comparisonRate).toBe(9.38);
    expect(figure.amountComparisonRate).toBe(comparisonRate({ amount: 12990, interest: 7.49, termYears: 5, establishmentFee: 1360.5 }));
    expect(figure.amountComparisonRate!).toBeGreaterThan(11);
  });
  it("the lender's loan: its amount financed, term, fee and final payment", () => {
    const figure = vehicleFinanceFigure({ estimate, price: 26990, quotable: true, interest: 10 }, money)!;
    expect(figure.amountComparisonRate).toBe(comparisonRate({ amount: 24291, interest: 8.5, termYears: 5, establishmentFee: 1300, balloon: 8097 }));
  });
  it("the page's calculation: no fee, so the advertised rate", () => {
    expect(vehicleFinanceFigure({ estimate: null, price: 30000, quotable: true, interest: 8.5 }, money)!.amountComparisonRate).toBe(8.5);
  });
});

describe('asking the provider for a quote (SPEC 7)', () => {
  const calculation = vehicleFinanceFigure({ estimate: null, price: 30000, quotable: true, interest: 9.95 }, money);
  const lent = vehicleFinanceFigure({ estimate, price: 26990, quotable: true, interest: 9.95 }, money);
  it.each([
    ['the calculation on a free rate', calculation, false, true],
    ['a locked rate: the dealer states its rate', calculation, true, false],
    ['an advertised offer running: the dealer states its rate', calculation, dealerStatesRate(false, 'Offer ends 31 December 2026'), false],
    ['no offer running and a free rate', calculation, dealerStatesRate(false, null), true],
    ['a lender estimate (a quote already)', lent, false, false],
    ['no figure', null, false, false],
  ] as const)('%s', (_name, figure, locked, expected) => {
    expect(asksForQuote(figure, locked)).toBe(expected);
  });
});

describe('the calculator starts from the figure', () => {
  const site = { template: 'usedOnly', finance: { amountMin: 1000, amountMax: 100000, termMax: 5, interestMin: 7.5, interestMax: 14.5, defaultInterest: 9.95, defaultTermYears: 5, interestLocked: true } } as const;
  const bounds = calculatorBounds(calculatorPolicyFor(site as never), 26990);

  it('at its amount financed, term and rate, a locked rate locked at it', () => {
    const figure = vehicleFinanceFigure({ estimate, price: 26990, quotable: true, interest: 9.95 }, money)!;
    const start = boundsFromFigure(bounds, figure);
    expect(start.amount.initial).toBe(24291);
    expect(start.term.initial).toBe(5);
    expect(start.interest).toMatchObject({ initial: 8.5, min: 7.5, max: 14.5, locked: true });
  });

  it("widens a range so the figure's own loan is never cut off", () => {
    const start = boundsFromFigure(bounds, quoteFigure(120000, { weeklyRepaymentAmount: 560, advertisedRate: 6.99, comparisonRate: 8.38 }));
    expect(start.amount).toMatchObject({ initial: 120000, max: 120000, min: 1000 });
    expect(start.interest).toMatchObject({ initial: 6.99, min: 6.99, max: 14.5 });
  });

  it('keeps the site bounds where the page states no figure', () => {
    expect(boundsFromFigure(bounds, null)).toBe(bounds);
  });
});
