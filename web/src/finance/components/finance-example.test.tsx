import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinanceExample } from './finance-example';

const site = (defaultInterest: number) => ({
  finance: { defaultInterest } as never,
  legal: { disclaimer: '', financeDisclaimer: 'Finance subject to approval.' },
});

describe('finance example (SPEC 9)', () => {
  it('shows the comparison-rate range where no lender gives one, with the basis and warning', () => {
    const html = renderToStaticMarkup(<FinanceExample site={site(8.5)} offerEnds={null} />);
    expect(html).toContain('Comparison rates from 8.38% p.a. to 19.42% p.a.*');
    expect(html).toContain('Comparison rate based on a 5 year secured loan of $30,000.');
    expect(html).toContain('WARNING: This comparison rate is true only for the examples given');
    expect(html).toContain('Finance subject to approval.');
  });
  it('uses the alternate example on the site that advertises 6.29%', () => {
    const html = renderToStaticMarkup(<FinanceExample site={site(6.29)} offerEnds={null} />);
    expect(html).toContain('Example: 6.29% p.a., comparison rate 8.19% p.a.*');
    expect(html).not.toContain('19.42');
  });
  it("states the offer's end with the disclaimer while there is one", () => {
    expect(renderToStaticMarkup(<FinanceExample site={site(6.29)} offerEnds="Offer ends 30 June 2999" />)).toMatch(/Offer ends 30 June 2999.*Finance subject to approval\./);
    expect(renderToStaticMarkup(<FinanceExample site={site(6.29)} offerEnds={null} />)).not.toContain('Offer ends');
  });
});
