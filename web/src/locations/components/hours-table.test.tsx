import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HoursTable } from './hours-table';

const rows = [{ label: 'Monday to Friday', hours: '7:30 am – 5:30 pm' }, { label: 'Sunday', hours: null }];

describe('HoursTable (SPEC 4: closed shows Closed, or an Enquire Now link)', () => {
  it('reads Closed on a closed day', () => {
    const markup = renderToStaticMarkup(<HoursTable caption="Service hours" rows={rows} />);
    expect(markup).toContain('<td class="py-2">Closed</td>');
    expect(markup).not.toContain('Enquire Now');
  });

  it('links Enquire Now instead when the location has an enquiry page', () => {
    const markup = renderToStaticMarkup(<HoursTable caption="Service hours" rows={rows} closedHref="/service" />);
    expect(markup).toMatch(/<a href="\/service"[^>]*>Enquire Now<\/a>/);
    expect(markup).not.toContain('Closed');
    expect(markup).toContain('7:30 am – 5:30 pm');
  });
});
