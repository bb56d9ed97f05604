import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinanceDisclaimer } from './finance-disclaimer';

const LONG = 'Estimated repayment of $123.45 per week based on a 5-year secured consumer loan with a $3,000 deposit and a $9,000 final payment at 8.5% p.a. (comparison rate 9.41% p.a.) through Metro Finance. Subject to approval; fees and charges apply.';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

describe('finance disclaimer (SPEC 9: cut at 197 characters with Show More; Offer ends)', () => {
  it('shows a long disclaimer cut at a word within 197 characters, the rest behind Show More', () => {
    const html = renderToStaticMarkup(<FinanceDisclaimer text={LONG} offerEnds={null} />);
    const shown = text(html).replace(/ Show More$/, '');
    expect(LONG.length).toBeGreaterThan(197);
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.length - 3).toBeLessThanOrEqual(197);
    expect(LONG.startsWith(shown.slice(0, -3))).toBe(true);
    expect(html).toContain('Show More');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('fees and charges apply');
  });
  it('shows a short disclaimer whole, without Show More', () => {
    const html = renderToStaticMarkup(<FinanceDisclaimer text="Finance subject to approval." offerEnds={null} />);
    expect(text(html)).toBe('Finance subject to approval.');
    expect(html).not.toContain('Show More');
  });
  it('states the offer end date first, with or without a disclaimer', () => {
    expect(text(renderToStaticMarkup(<FinanceDisclaimer text="Finance subject to approval." offerEnds="Offer ends 31 December 2026" />)))
      .toBe('Offer ends 31 December 2026 Finance subject to approval.');
    expect(text(renderToStaticMarkup(<FinanceDisclaimer text="" offerEnds="Offer ends 31 December 2026" />))).toBe('Offer ends 31 December 2026');
  });
  it('renders nothing with neither', () => {
    expect(renderToStaticMarkup(<FinanceDisclaimer text={null} offerEnds={null} />)).toBe('');
  });
});
