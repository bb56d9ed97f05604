import { expect, it } from 'vitest';
import { marketSaving } from './market-indicator';

it.each([
  ['state average preferred', 30000, { state_average_market_price: 31000, average_market_price: 29000 }, 1000],
  ['exactly 500 below', 30000, { state_average_market_price: 30500 }, 500],
  ['499 below is not enough', 30000, { state_average_market_price: 30499 }, null],
  ['national when no state', 30000, { average_market_price: 32000 }, 2000],
  ['above state average', 30000, { state_average_market_price: 29000, average_market_price: 35000 }, null],
  ['no data', 30000, null, null],
  ['no price', null, { state_average_market_price: 31000 }, null],
] as const)('%s', (_name, price, market, expected) => {
  expect(marketSaving(price, market)).toBe(expected);
});
