import { describe, expect, it } from 'vitest';
import { journeyTotals } from './journey-totals';

describe('buy online: the itemised review', () => {
  it.each([
    // price, trade-in, delivery, deposit → balance, surplus, lines
    [30_000, null, null, 200, 29_800, 0, ['Drive-away price', 'Deposit paid today']],
    [30_000, 8_000, 290, 200, 22_090, 0, ['Drive-away price', 'Trade-in credit', 'Delivery', 'Deposit paid today']],
    [30_000, 0, 0, 500, 29_500, 0, ['Drive-away price', 'Delivery', 'Deposit paid today']],
    [10_000, 12_000, null, 200, 0, 2_200, ['Drive-away price', 'Trade-in credit', 'Deposit paid today']],
    [19_999.99, null, 690, 199.99, 20_490, 0, ['Drive-away price', 'Delivery', 'Deposit paid today']],
  ] as const)('$%s, trade-in %s, delivery %s, deposit %s → balance %s', (price, tradeIn, delivery, deposit, balance, surplus, labels) => {
    const totals = journeyTotals({ price, tradeIn, delivery, deposit });
    expect(totals.balance).toBe(balance);
    expect(totals.surplus).toBe(surplus);
    expect(totals.lines.map((line) => line.label)).toEqual(labels);
  });

  it('shows credits and the deposit as amounts off', () => {
    expect(journeyTotals({ price: 30_000, tradeIn: 5_000, delivery: 290, deposit: 200 }).lines.map((l) => l.amount)).toEqual([30_000, -5_000, 290, -200]);
  });
});
