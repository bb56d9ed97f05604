import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leadFormRules, legalLinks } from '@/leads/schema/form-rules';
import { DetailsStep, emptyDetails } from './details-step';

const rules = (termsRequired: boolean, has: { terms: boolean; privacy: boolean }) => leadFormRules({
  kind: 'finance-enquiry',
  settings: { messageOptional: false, termsRequired, financePostcodeRequired: false, dealershipFieldRemoved: false },
  locations: [], dealerships: [], hasVehicle: true, legal: legalLinks(has),
});
const render = (termsRequired: boolean, has = { terms: true, privacy: true }) =>
  renderToStaticMarkup(<DetailsStep id="f" rules={rules(termsRequired, has)} values={emptyDetails(null)} errors={{}} onChange={() => {}} />);

describe("the Get Finance popup's terms consent (as the lead forms')", () => {
  it("links the site's own terms of use and privacy policy, each in a new tab", () => {
    const html = render(true);
    expect(html).toMatch(/<a href="\/terms-and-conditions" target="_blank"[^>]*>terms of use<\/a>/);
    expect(html).toMatch(/<a href="\/privacy-policy" target="_blank"[^>]*>privacy policy<\/a>/);
    expect(html).toContain('(each opens in a new tab)');
  });
  it('links the contact page while the site has no such page', () => {
    const html = render(true, { terms: false, privacy: true });
    expect(html).toMatch(/<a href="\/contact" target="_blank"[^>]*>terms of use<\/a>/);
    expect(html).toMatch(/<a href="\/privacy-policy" target="_blank"[^>]*>privacy policy<\/a>/);
  });
  it('asks for no consent where the dealer does not require it', () => {
    expect(render(false)).not.toContain('terms of use');
  });
});
