export const financeCalculatorFixture = { _type: 'financeCalculator', _key: 'finance-calculator', heading: 'Finance calculator', intro: 'Start here.', defaultAmount: 25000, defaultInterest: 8.5 };

export const financeCalculatorMinimal = { _type: 'financeCalculator', _key: 'finance-calculator-min' };
