import { advertisedExample } from './advertised-example';
import { comparisonRate } from './comparison-rate';
import { basisEstimate, basisText } from './finance-basis-estimate';
import type { FinanceEstimate } from './finance-estimate';
import type { CalculatorBounds } from './finance-bounds';
import { establishmentFeeOf, QUOTE_TERM_YEARS } from './finance-constants';
import { quoteComparisonRate } from './quote-comparison-rate';

/**
 * The one weekly repayment a vehicle page states (SPEC 5 "Finance estimate shown on a vehicle",
 * SPEC 9 "Finance estimate shown per week"): the lender's estimate where the car has one, else the
 * page's own calculation on the estimate basis, replaced by the provider's quote when it arrives.
 * The sidebar, the sticky header and the untouched calculator state this figure and no other,
 * always with its basis; a calculator starts from the figure's loan (amount, term, rate).
 */
export type FinanceFigure = {
  source: 'lender' | 'calculation' | 'quote';
  /** Per week, to the cent, as the lender states it. */
  weekly: number;
  /** Nominal rate, % p.a. */
  interest: number;
  /** As the lender or provider states it: for the $30,000 over 5 years benchmark (SPEC 9). */
  comparisonRate: number | null;
  /**
   * SPEC 9's comparison-rate rule applied to this figure's own loan (its amount financed and term,
   * with the establishment fee and final payment): stated beside the benchmark rate.
   */
  amountComparisonRate: number | null;
  termYears: number;
  /** The amount financed (the price less the deposit), before any establishment fee. */
  amount: number;
  /** The final (balloon) payment, 0 without one. */
  balloon: number;
  /** The figure's basis in words, shown with it. */
  basis: string;
};

/** What the provider's quick quote answers (SPEC 7), and its establishment fee where it states one. */
export type QuoteAnswer = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number; establishmentFee?: number };

const cents = (value: number) => Math.round(value * 100) / 100;

/** The lender's estimate as its own data states it (term, deposit, final payment). */
export function lenderFigure(estimate: FinanceEstimate, price: number, money: (n: number) => string): FinanceFigure {
  const { lender } = estimate;
  const termYears = lender.termYears ?? (lender.termMonths ? lender.termMonths / 12 : QUOTE_TERM_YEARS);
  const deposit = lender.deposit ?? 0;
  const balloon = lender.balloon ?? 0;
  const parts = [
    deposit > 0 ? `a ${money(deposit)} deposit (${Math.round((deposit / price) * 100)}%)` : null,
    balloon > 0 ? `a ${money(balloon)} final payment` : null,
    (lender.establishmentFees ?? 0) > 0 ? `a ${money(lender.establishmentFees!)} establishment fee` : null,
  ].filter(Boolean);
  const provider = lender.financeProvider ? ` through ${lender.financeProvider}` : '';
  const amount = Math.max(0, price - deposit);
  const establishmentFee = lender.establishmentFees ?? establishmentFeeOf(estimate.key);
  return {
    source: 'lender',
    weekly: cents(estimate.weekly),
    interest: lender.interestRate ?? 0,
    comparisonRate: lender.comparisonRate ?? null,
    amountComparisonRate: comparisonRate({ amount, interest: lender.interestRate ?? 0, termYears, establishmentFee, balloon }),
    termYears,
    amount,
    balloon,
    basis: `Lender estimate at ${lender.interestRate}% p.a. over ${termYears} years${parts.length ? ` with ${parts.join(' and ')}` : ''}${provider}.`,
  };
}

/**
 * SPEC 9 estimate basis (5 years, 10% deposit, 30% final payment) at the site's rate. At the
 * advertised example's rate its comparison rates are the example's and this loan's with the
 * example's fees (advertised-example.ts), so the page agrees with the example under it.
 */
export function calculationFigure(price: number, interest: number, money: (n: number) => string): FinanceFigure | null {
  const estimate = basisEstimate(price, interest);
  if (!estimate) return null;
  const example = advertisedExample(interest);
  return {
    source: 'calculation',
    weekly: cents(estimate.weekly),
    interest,
    comparisonRate: example ? example.comparisonRate : estimate.benchmarkComparisonRate,
    amountComparisonRate: example
      ? comparisonRate({ amount: estimate.amountFinanced, interest, termYears: estimate.termYears, establishmentFee: example.establishmentFee, balloon: estimate.balloon })
      : estimate.comparisonRate,
    termYears: estimate.termYears,
    amount: estimate.amountFinanced,
    balloon: estimate.balloon,
    basis: `${basisText(estimate, money)} Ask us for a personalised quote.`,
  };
}

/**
 * SPEC 7: the vehicle page's quote is for the full price over 5 years, credit GREAT; its
 * comparison rate for that loan is computed beside the provider's benchmark one.
 */
export function quoteFigure(price: number, quote: QuoteAnswer): FinanceFigure {
  return {
    source: 'quote',
    weekly: cents(quote.weeklyRepaymentAmount),
    interest: quote.advertisedRate,
    comparisonRate: quote.comparisonRate,
    amountComparisonRate: quoteComparisonRate(price, QUOTE_TERM_YEARS, quote),
    termYears: QUOTE_TERM_YEARS,
    amount: price,
    balloon: 0,
    basis: `Quick quote at ${quote.advertisedRate}% p.a. over ${QUOTE_TERM_YEARS} years for the full price, excellent credit.`,
  };
}

export type FigureInput = {
  /** The car's lender estimate (domain/finance-estimate.ts), when it may be shown. */
  estimate: FinanceEstimate | null;
  price: number | null;
  /** The tenant shows estimates and the car is available with a positive price. */
  quotable: boolean;
  /** The site's starting rate (the calculator's, SPEC 5). */
  interest: number;
};

/** The page's figure before any quote: the lender's, else the calculation, else none. */
export function vehicleFinanceFigure({ estimate, price, quotable, interest }: FigureInput, money: (n: number) => string): FinanceFigure | null {
  if (estimate && price && price > 0) return lenderFigure(estimate, price, money);
  if (quotable && price && price > 0) return calculationFigure(price, interest, money);
  return null;
}

/**
 * SPEC 7: the page asks the provider for a quote when there is no quote yet (no lender estimate)
 * and the price is positive. Where the dealer states its own rate (the tenant locks the
 * calculator's rate, or advertises a finance offer that is running: SPEC 9 'Offer ends', the
 * alternate 6.29% example) the page's figure is at that rate, and a quote at the provider's rate
 * card would contradict the advertised example printed under it, so none is asked for.
 */
export function asksForQuote(figure: FinanceFigure | null, dealerStatesRate: boolean): boolean {
  return figure?.source === 'calculation' && !dealerStatesRate;
}

/** The dealer states its rate: locked in the calculator, or advertised in a running offer. */
export const dealerStatesRate = (interestLocked: boolean, offerEnds: string | null) => interestLocked || offerEnds !== null;

/**
 * The calculator's bounds starting from the page's figure: its amount financed, term and rate
 * (a locked rate is locked at the figure's), each range widened where needed so the figure's own
 * loan is never cut off.
 */
export function boundsFromFigure(bounds: CalculatorBounds, figure: FinanceFigure | null): CalculatorBounds {
  if (!figure) return bounds;
  const widen = <R extends { min: number; max: number; initial: number }>(range: R, value: number): R =>
    ({ ...range, min: Math.min(range.min, value), max: Math.max(range.max, value), initial: value });
  return {
    amount: widen(bounds.amount, figure.amount),
    term: widen(bounds.term, figure.termYears),
    interest: widen(bounds.interest, figure.interest),
  };
}
