import { describe, expect, it } from 'vitest';
import { dollarEntry, otherCalculator, otherCalculatorBounds, otherCalculatorPolicy, priceError, priceMessage, steppedEntry } from './other-calculator';

const standard = otherCalculatorBounds(otherCalculatorPolicy({ amountMin: 1000, interestMin: 0.5, interestMax: 15, interestLocked: false }));
const provider = otherCalculatorBounds(otherCalculatorPolicy({ amountMin: 5000, interestMin: 7.5, interestMax: 14.5, interestLocked: true }));

describe('other calculator bounds (SPEC 5)', () => {
  it('standard tenant', () => {
    expect(standard).toEqual({
      price: { min: 1000, max: 250000, step: 1 }, deposit: { min: 0, max: 250000, step: 1 }, residual: { min: 0, max: 250000, step: 1 },
      term: { min: 1, max: 7, step: 0.5 }, interest: { min: 0.5, max: 15, step: 0.5 },
    });
  });
  it('the provider or dealer that starts at 5,000 and its own rate range', () => {
    expect(provider.price.min).toBe(5000);
    expect(provider.interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
  });
});

describe('entries', () => {
  it.each([
    ['30000', standard.price, '30000', 30000],
    ['$30,000', standard.price, '30000', 30000],
    ['abc', standard.price, '', null],
    ['', standard.price, '', null],
    ['12', standard.price, '1000', 1000],
    ['999999', standard.price, '250000', 250000],
    ['4000', provider.price, '5000', 5000],
    ['-500', standard.deposit, '500', 500],
    ['0', standard.deposit, '0', 0],
    ['300000', standard.residual, '250000', 250000],
  ] as const)('%s → %s', (typed, range, text, value) => {
    expect(dollarEntry(typed, range)).toEqual({ text, value });
  });

  it.each([
    [0, standard.term, 1], [7.7, standard.term, 7], [2.3, standard.term, 2.5], [Number.NaN, standard.term, 1],
    [0.1, standard.interest, 0.5], [20, standard.interest, 15], [8.7, standard.interest, 8.5], [5, provider.interest, 7.5],
  ] as const)('%d clamps to %d', (value, range, expected) => {
    expect(steppedEntry(value, range)).toBe(expected);
  });

  it.each([
    ['500', standard.price, 'Cannot be less than $1,000 or more than $250,000'],
    ['4999', provider.price, 'Cannot be less than $5,000 or more than $250,000'],
    ['250001', standard.price, 'Cannot be less than $1,000 or more than $250,000'],
    ['250000', standard.price, null],
    ['', standard.price, null],
  ] as const)('price %s → %s', (typed, range, message) => {
    expect(priceError(typed, range)).toBe(message);
  });

  it('words the message with the minimum', () => {
    expect(priceMessage(5000)).toBe('Cannot be less than $5,000 or more than $250,000');
  });
});

describe('result', () => {
  it('finances the price less the deposit with the residual at the end', () => {
    expect(otherCalculator({ price: 33000, deposit: 3000, residual: 9000, termYears: 5, interest: 8.5, frequency: 12 })).toEqual({
      amountFinanced: 30000, repayment: 494.6, totalPayable: 38676, enquire: false,
    });
  });
  it('leaves the total blank and asks to enquire at a repayment of 25 or less', () => {
    const result = otherCalculator({ price: 1000, deposit: 0, residual: 0, termYears: 7, interest: 0.5, frequency: 52 });
    expect(result).toMatchObject({ totalPayable: null, enquire: true });
  });
  it('a deposit above the price finances nothing', () => {
    expect(otherCalculator({ price: 5000, deposit: 9000, residual: 0, termYears: 5, interest: 8.5, frequency: 52 })).toMatchObject({ amountFinanced: 0, repayment: 0, enquire: true });
  });
});
