import { describe, expect, it } from 'vitest';
import { financeEstimate, isLenderEligible, type EligibilityRule, type LenderData } from './finance-estimate';

const car = { year: 2020, price: 30000, status: 'in_stock' };
const lender = { paymentWeek: 120, paymentMonth: 520, interestRate: 8, comparisonRate: 9 };

describe('provider eligibility', () => {
  it.each<[string, EligibilityRule, typeof car, LenderData, boolean]>([
    ['recent with comparison', 'recentWithComparison', car, lender, true],
    ['12 years old is too old', 'recentWithComparison', { ...car, year: 2014 }, lender, false],
    ['11 years old is fine', 'recentWithComparison', { ...car, year: 2015 }, lender, true],
    ['no comparison rate', 'recentWithComparison', car, { ...lender, comparisonRate: null }, false],
    ['price 500 is not over 500', 'recentWithComparison', { ...car, price: 500 }, lender, false],
    ['in stock only, no price', 'inStockOnly', { ...car, price: 0 }, {}, true],
    ['in stock only, sold', 'inStockOnly', { ...car, status: 'sold' }, lender, false],
    ['weekly payment', 'weekly', car, lender, true],
    ['weekly missing', 'weekly', car, { ...lender, paymentWeek: null }, false],
    ['weekly, coming soon', 'weekly', { ...car, status: 'coming_soon' }, lender, false],
    ['monthly payment', 'monthly', car, lender, true],
    ['monthly missing', 'monthly', car, { paymentWeek: 100 }, false],
  ])('%s', (_name, rule, vehicle, data, expected) => {
    expect(isLenderEligible(rule, vehicle, data, 2026)).toBe(expected);
  });
});

describe('finance estimate', () => {
  const vehicle = { ...car, finance_lenders: { metroFinance: lender } };
  it.each([
    ['shown per week', vehicle, true, 120],
    ['tenant does not allow it', vehicle, false, null],
    ['no lender data', { ...car, finance_lenders: null }, true, null],
    ['null interest rate', { ...car, finance_lenders: { metroFinance: { ...lender, interestRate: null } } }, true, null],
    ['null comparison rate', { ...car, finance_lenders: { metroFinance: { ...lender, comparisonRate: null } } }, true, null],
    ['falls through to an eligible lender', { ...car, finance_lenders: { youx: { ...lender, comparisonRate: null }, toyotaFinance: { ...lender, paymentWeek: 99.6 } } }, true, 99.6],
    ['a monthly payment per week, to the cent', { ...car, finance_lenders: { stratton: { interestRate: 8, comparisonRate: 9, paymentMonth: 520 } } }, true, 120],
  ] as const)('%s', (_name, v, allowed, expected) => {
    expect(financeEstimate(v, allowed, 2026)?.weekly ?? null).toBe(expected);
  });
});
