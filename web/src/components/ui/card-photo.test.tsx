import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPhoto } from './card-photo';

const widths = (html: string) => [...(/srcSet="([^"]*)"/.exec(html)?.[1] ?? '').matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));

describe('CardPhoto', () => {
  it('offers no srcset candidate narrower than a card is ever shown (half of a 576 px viewport), nor wider than a 2x screen needs, and falls back to the widest', () => {
    const html = renderToStaticMarkup(<CardPhoto src="/demo-stock/corolla.jpg" alt="2021 Toyota Corolla" placeholder="No photo" />);
    const offered = widths(html);
    expect(offered.length).toBeGreaterThan(3);
    expect(Math.min(...offered)).toBeGreaterThanOrEqual(288);
    // Half of a 991 px viewport at 2x: 992 px covers it, and no stock photo is wider.
    expect(Math.max(...offered)).toBeLessThanOrEqual(992);
    expect(html).toContain(`${Math.max(...offered)}w`);
    expect(html).toContain(`src="/img/${Math.max(...offered)}/demo-stock/corolla.jpg"`);
  });

  it('keeps every candidate for a photo with sizes of its own, which may be shown smaller', () => {
    const html = renderToStaticMarkup(<CardPhoto src="/demo-stock/corolla.jpg" alt="" sizes="10vw" placeholder="No photo" />);
    expect(Math.min(...widths(html))).toBeLessThan(288);
  });

  it('shows the placeholder when the car has no photo', () => {
    expect(renderToStaticMarkup(<CardPhoto src={null} alt="" placeholder="Photo coming soon" />)).toContain('Photo coming soon');
  });
});
