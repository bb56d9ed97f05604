import { describe, expect, it } from 'vitest';
import { localQuote } from './local-finance-quote';

const request = { selfAssessedCreditScore: 'GREAT' as const, purchasePrice: 30000, loanTerm: 5, year: 2024, vin: null, nvic: null, whoIsHelping: '' };

describe('local lender decision (deterministic and explained)', () => {
  it.each([
    ['great credit, $30,000, 5 years, 2-year-old car', request, 'pre-approved', ['A great credit history: 7.49% p.a.', 'The car is 2 years old: plus 0.5% p.a.', "The amount, the term and the car's age are within the lender's limits."]],
    ['over $150,000', { ...request, purchasePrice: 160000 }, 'referred', ['Loans over $150,000 are assessed by a lending specialist.']],
    ['poor credit over $50,000', { ...request, selfAssessedCreditScore: 'POOR' as const, purchasePrice: 50001 }, 'referred', ['A poor credit history: 16.99% p.a.', 'With a poor credit history, loans over $50,000 are assessed by a lending specialist.']],
    ['poor credit at $50,000', { ...request, selfAssessedCreditScore: 'POOR' as const, purchasePrice: 50000 }, 'pre-approved', []],
    ['a car 15 years old at the end', { ...request, year: 2015, loanTerm: 5 }, 'referred', ['The car would be more than 15 years old at the end of the loan.']],
    ['a car exactly 15 at the end', { ...request, year: 2016, loanTerm: 5 }, 'pre-approved', ['The car is 10 years old: plus 2.5% p.a.']],
    ['no year given', { ...request, year: null }, 'pre-approved', []],
  ] as const)('%s', (_name, input, outcome, reasons) => {
    const decision = localQuote(input, 2026).decision!;
    expect(decision.outcome).toBe(outcome);
    expect(decision.reasons).toEqual(expect.arrayContaining([...reasons]));
  });
});
