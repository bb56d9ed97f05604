/**
 * The figures a page states about its car, read from its text as a shopper reads them. One kind
 * per entry; the vehicle claims journey asserts each kind has at most one distinct value per page.
 */
export const CLAIM_PATTERNS = {
  // The reservation deposit that holds the car; a finance estimate's deposit ("a $2,699 deposit
  // (10%)", "a $2,699 deposit and a $8,097 final payment") is the other kind below.
  deposit: /\$([\d,]+)\s+(?:fully refundable\s+)?deposit(?!\s*\(\d+%\)|\s+and a \$[\d,]+ final payment)|fully refundable \$([\d,]+)|Reserve Now for \$([\d,]+)|deposit of \$([\d,]+)/gi,
  financeDeposit: /\$([\d,]+)\s+deposit(?=\s*\(\d+%\)|\s+and a \$[\d,]+ final payment)/gi,
  // The page's one weekly repayment (sidebar, sticky header, calculator, the lender's own
  // disclaimer), to the cent where it is stated so: "$123.45 per week" and "$123 per week" differ.
  // The fuel calculator's weekly cost is not a repayment.
  weeklyRepayment: /(?<!fuel cost:\s*)\$([\d,]+(?:\.\d{1,2})?)\s*(?:per week|\/\s*week|p\/w\b)/gi,
  // The one nominal rate behind the page's finance: the figure's basis ("Estimate at 9.95% p.a."),
  // the calculator's rate, a quote's and the advertised example's; comparison rates are another
  // figure ("comparison rate 8.19% p.a.", "from 8.38% p.a. to 19.42% p.a.").
  interestRate: /(?:\bat|Example:|Interest rate)\s*(\d+(?:\.\d+)?)% p\.a\./gi,
  moneyBack: /\b(\d+[- ](?:hour|day))s?,?(?:\s+\d+\s*km)?\s+money-back/gi,
  // The dealer's own warranty ("3-year warranty", "3-year Valley warranty"); a manufacturer's
  // programme ("2-year Toyota warranty") is a different claim.
  warrantyYears: /\b(\d+)-year (?!Toyota\b)(?:[A-Z][a-z]+ ){0,2}warranty/g,
  driveAway: /\$([\d,]+)\s*Drive\s*-?\s*Away/gi,
} as const;

export type ClaimKind = keyof typeof CLAIM_PATTERNS;

/** Each claim kind's distinct values on a page, with the phrases that stated them. */
export function claimFigures(text: string): Record<ClaimKind, Map<string, string[]>> {
  const result = {} as Record<ClaimKind, Map<string, string[]>>;
  for (const [kind, pattern] of Object.entries(CLAIM_PATTERNS) as [ClaimKind, RegExp][]) {
    const found = new Map<string, string[]>();
    for (const match of text.matchAll(pattern)) {
      // "$34.00" and "$34" state the same amount.
      const value = match.slice(1).find((group) => group !== undefined)!.replace(/,/g, '').replace(/\.00$/, '').toLowerCase().replace(' ', '-');
      found.set(value, [...(found.get(value) ?? []), match[0]]);
    }
    result[kind] = found;
  }
  return result;
}
