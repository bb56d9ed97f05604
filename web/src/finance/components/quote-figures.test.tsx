import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { comparisonRate } from '@/domain/comparison-rate';
import { repayment } from '@/domain/finance-maths';
import { QuoteFigures } from './quote-figures';

const quote = { weeklyRepaymentAmount: repayment({ amount: 12_990 + 1360.5, interest: 7.49, termYears: 3, frequency: 52 }), advertisedRate: 7.49, comparisonRate: 9.38, establishmentFee: 1360.5 };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("a quote's figures (SPEC 9 comparison rates)", () => {
  it("state the quoted loan's own comparison rate beside the provider's $30,000 / 5-year one, with the warning", () => {
    const words = text(renderToStaticMarkup(<QuoteFigures quote={quote} loan={{ amount: 12_990, termYears: 3 }} />));
    const own = comparisonRate({ amount: 12_990, interest: 7.49, termYears: 3, establishmentFee: 1360.5 });
    expect(own).toBeGreaterThan(12);
    expect(words).toContain(`Comparison rate on $12,990 over 3 years* ${own}% p.a.`);
    expect(words).toContain('Comparison rate on $30,000 over 5 years* 9.38% p.a.');
    expect(words).toContain('WARNING: This comparison rate is true only for the examples given');
  });
  it('without the loan, state the provider\'s rate alone', () => {
    const words = text(renderToStaticMarkup(<QuoteFigures quote={quote} />));
    expect(words).toContain('Comparison rate* 9.38% p.a.');
    expect(words).not.toContain('over 3 years');
  });
});
