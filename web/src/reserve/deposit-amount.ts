/**
 * The deposit a reservation takes (SPEC 9: "deposit defaults to $200 (car's amount if provided;
 * blank when $0)"): the car's own reserve amount when it has one above $0, else the site's
 * default. The one source of truth for the page, the button and the payment: the amount is never
 * read from a shopper's request.
 */
export function depositDollars(carAmount: number | null, siteDefault: number): number {
  return carAmount !== null && carAmount > 0 ? carAmount : siteDefault;
}

/** Dollars to the provider's integer cents (AUD), rounding away float error. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
