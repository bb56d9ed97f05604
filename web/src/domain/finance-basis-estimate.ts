import { comparisonRate } from './comparison-rate';
import { COMPARISON_BASIS, ESTIMATE_BASIS } from './finance-constants';
import { repayment } from './finance-maths';

/**
 * SPEC 9 "estimate basis": where no lender gives a figure, the site's own weekly estimate is for a
 * 5-year term with a 10% deposit and a 30% final payment, at the site's rate, with the lender's
 * establishment fee added to the loan. It carries its basis and two honest comparison rates: for
 * this car's amount and term, and for the $30,000 / 5-year benchmark lenders advertise.
 */
export type BasisEstimate = {
  weekly: number;
  price: number;
  deposit: number;
  balloon: number;
  /** The price less the deposit (before the establishment fee). */
  amountFinanced: number;
  termYears: number;
  interest: number;
  establishmentFee: number;
  /** For this car's amount financed and term (null when it cannot be computed). */
  comparisonRate: number | null;
  /** For the $30,000 over 5 years benchmark. */
  benchmarkComparisonRate: number | null;
};

const whole = (value: number) => Math.round(value);

export function basisEstimate(price: number, interest: number, establishmentFee = 0): BasisEstimate | null {
  if (!(price > 0) || !(interest >= 0) || !Number.isFinite(price)) return null;
  const { termYears, depositShare, balloonShare } = ESTIMATE_BASIS;
  const deposit = whole(price * depositShare);
  const balloon = whole(price * balloonShare);
  const amountFinanced = price - deposit;
  return {
    weekly: repayment({ amount: amountFinanced + establishmentFee, interest, termYears, frequency: 52, balloon }),
    price,
    deposit,
    balloon,
    amountFinanced,
    termYears,
    interest,
    establishmentFee,
    comparisonRate: comparisonRate({ amount: amountFinanced, interest, termYears, establishmentFee, balloon }),
    benchmarkComparisonRate: comparisonRate({ ...COMPARISON_BASIS, interest, establishmentFee }),
  };
}

/** The basis in words, shown with the figure (never the figure alone). */
export function basisText(estimate: BasisEstimate, money: (n: number) => string): string {
  const fee = estimate.establishmentFee > 0 ? `, ${money(estimate.establishmentFee)} establishment fee` : '';
  return `Estimate at ${estimate.interest}% p.a. over ${estimate.termYears} years with a ${money(estimate.deposit)} deposit (10%) and a ${money(estimate.balloon)} final payment (30%)${fee}.`;
}
