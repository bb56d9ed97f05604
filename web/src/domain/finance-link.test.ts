import { describe, expect, it } from 'vitest';
import { defaultFinanceHref, financeHref } from './finance-link';

const car = { id: 41, dealership_slug: 'valley', price: 29990, car_type: 'used', vin: 'JT123' };
it.each([
  ['built from the vehicle', car, '/finance?preferredDealership=valley&vehiclePriceBudget=29990&car_id=41&car_type=used&vin=JT123#finance-form'],
  ['without a vin', { ...car, vin: null }, '/finance?preferredDealership=valley&vehiclePriceBudget=29990&car_id=41&car_type=used#finance-form'],
  ['no price → default', { ...car, price: null }, '/finance'],
  ['zero price → default', { ...car, price: 0 }, '/finance'],
] as const)('%s', (_name, vehicle, expected) => {
  expect(financeHref(vehicle)).toBe(expected);
});

describe("the site's default finance link (SPEC 2 'or a configured default link')", () => {
  it.each([
    ['configured path', { defaultLink: '/apply-for-finance' }, '/apply-for-finance'],
    ["a lender's address", { defaultLink: 'https://apply.lender.example/dealer/42' }, 'https://apply.lender.example/dealer/42'],
    ['surrounding spaces trimmed', { defaultLink: '  /finance-enquiry ' }, '/finance-enquiry'],
    ['empty → the finance page', { defaultLink: '  ' }, '/finance'],
    ['not configured → the finance page', { defaultLink: null }, '/finance'],
    ['no finance settings → the finance page', undefined, '/finance'],
  ] as const)('%s', (_name, finance, expected) => {
    expect(defaultFinanceHref(finance)).toBe(expected);
  });

  it('is where a car without a price links; a priced car still links its own finance form', () => {
    const href = defaultFinanceHref({ defaultLink: '/apply-for-finance' });
    expect(financeHref({ ...car, price: null }, href)).toBe('/apply-for-finance');
    expect(financeHref(car, href)).toMatch(/^\/finance\?.*car_id=41.*#finance-form$/);
  });

  it('keeps a fallback of the caller where none is configured', () => {
    expect(defaultFinanceHref({ defaultLink: null }, '/finance#finance-form')).toBe('/finance#finance-form');
  });
});
