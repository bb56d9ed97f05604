import { describe, expect, it } from 'vitest';
import { claimFigures } from './page-figures';

const rates = (text: string) => [...claimFigures(text).interestRate.keys()];

describe('the rate a vehicle page states', () => {
  it('reads the figure, the calculator and a quote as one kind, so two rates are a contradiction', () => {
    expect(rates('Estimate at 9.95% p.a. over 5 years. Interest rate 9.95% p.a.')).toEqual(['9.95']);
    expect(rates('Interest rate9.95% p.a. Quick quote at 7.49% p.a. over 5 years for the full price')).toEqual(['9.95', '7.49']);
    expect(rates('Example: 6.29% p.a., comparison rate 8.19% p.a.* Lender estimate at 6.29% p.a. over 5 years')).toEqual(['6.29']);
  });

  it('leaves comparison rates out', () => {
    expect(rates('Comparison rates from 8.38% p.a. to 19.42% p.a.* Estimate at 9.95% p.a.')).toEqual(['9.95']);
    expect(rates('comparison rate 9.45% p.a.* on this loan of $27,000 over 5 years; 8.38% p.a.* on $30,000 over 5 years')).toEqual([]);
  });
});
