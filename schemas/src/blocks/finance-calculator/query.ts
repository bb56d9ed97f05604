export const FINANCE_CALCULATOR_PROJECTION = `heading, intro, defaultAmount, defaultInterest`;
