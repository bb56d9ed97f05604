import { describe, expect, it } from 'vitest';
import { financeQuery, type FinanceQuery, type QueryParams } from './finance-query';

const hidden = { dealershipSlug: 'metro-fleet', hidden: true, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [] };
const options = { site: { dealershipSlugs: ['metro-toyota', 'metro-mazda', 'metro-fleet'], dealerships: [hidden] }, currentYear: 2026 };
const empty: FinanceQuery = {
  carId: null, vin: null, nvic: null, year: null, preferredDealership: null, carType: null,
  purchasePrice: null, loanTerm: null, selfAssessedCreditScore: null, whoIsHelping: null,
};

describe('finance page query (SPEC 2)', () => {
  it('reads every parameter the spec lists', () => {
    expect(financeQuery({
      car_id: '41', vin: 'jt2bf22k1w0123456', nvic: 'abc12', year: '2021', preferredDealership: 'metro-mazda', car_type: 'used',
      vehiclePriceBudget: '29990', loanTerm: '4', selfAssessedCreditScore: 'decent', whoIsHelping: 'Sam in sales',
    }, options)).toEqual({
      carId: 41, vin: 'JT2BF22K1W0123456', nvic: 'ABC12', year: 2021, preferredDealership: 'metro-mazda', carType: 'used',
      purchasePrice: 29990, loanTerm: 4, selfAssessedCreditScore: 'DECENT', whoIsHelping: 'Sam in sales',
    });
  });

  it.each<[string, QueryParams, Partial<FinanceQuery>]>([
    ['price instead of vehiclePriceBudget', { price: '$45,000' }, { purchasePrice: 45000 }],
    ['vehiclePriceBudget wins over price', { vehiclePriceBudget: '20000', price: '30000' }, { purchasePrice: 20000 }],
    ['price clamped like the quick estimate', { price: '5000' }, { purchasePrice: 10000 }],
    ['price above the range', { price: '950000' }, { purchasePrice: 200000 }],
    ['credit_score instead of selfAssessedCreditScore', { credit_score: 'POOR' }, { selfAssessedCreditScore: 'POOR' }],
    ['repeated parameter: the first', { loanTerm: ['3', '6'] }, { loanTerm: 3 }],
    ['unknown credit band', { credit_score: 'EXCELLENT' }, {}],
    ['term out of range', { loanTerm: '9' }, {}],
    ['term not a number', { loanTerm: 'five' }, {}],
    ['another site\'s dealership', { preferredDealership: 'elsewhere' }, {}],
    ['a dealership the site hides', { preferredDealership: 'metro-fleet' }, {}],
    ['unknown car type', { car_type: 'boat' }, {}],
    ['a VIN with I, O or Q', { vin: 'JT2BF22K1W012345O' }, {}],
    ['a year in the future', { year: '2031' }, {}],
    ['price not a number', { vehiclePriceBudget: 'cheap' }, {}],
    ['negative car id', { car_id: '-4' }, {}],
    ['markup in who is helping', { whoIsHelping: '<b>Sam</b>' }, { whoIsHelping: 'bSam/b' }],
  ])('%s', (_name, params, expected) => {
    expect(financeQuery(params, options)).toEqual({ ...empty, ...expected });
  });
});
