/**
 * The review step's itemised sums (buy online): the car's price, the trade-in credit, delivery,
 * the deposit paid now (SPEC 9: held, counted towards the car) and the balance to pay on handover.
 * Whole dollars in, whole cents out of rounding trouble: everything is summed in cents.
 */
export type TotalsInput = { price: number; tradeIn: number | null; delivery: number | null; deposit: number };
export type TotalLine = { label: string; amount: number };

export type Totals = { lines: TotalLine[]; balance: number; surplus: number };

const cents = (dollars: number) => Math.round(dollars * 100);

export function journeyTotals(input: TotalsInput): Totals {
  const lines: TotalLine[] = [{ label: 'Drive-away price', amount: input.price }];
  if (input.tradeIn) lines.push({ label: 'Trade-in credit', amount: -input.tradeIn });
  if (input.delivery !== null) lines.push({ label: 'Delivery', amount: input.delivery });
  lines.push({ label: 'Deposit paid today', amount: -input.deposit });
  const due = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  // A trade-in worth more than the rest of the deal is paid out to the shopper, never a negative balance.
  return { lines, balance: Math.max(0, due) / 100, surplus: Math.max(0, -due) / 100 };
}

/** The amount a finance quote is asked for: what is left after the trade-in and the deposit. */
export const amountToFinance = (totals: Totals) => totals.balance;
