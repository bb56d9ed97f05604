/**
 * The car a Get Finance link on a car card opens the Get Finance popup for (SPEC 2: the popup
 * opens from cards too). The card renders on the server and inside client lists alike and has no
 * client code of its own, and a page of cards is most of its HTML: the link carries only a marker
 * (`data-get-finance`); the car comes from what the link already says, its finance link
 * (car_id, vehiclePriceBudget) and its accessible name ('Get Finance: {title}').
 */
export type FinancePopupCar = { id: number; title: string; price: number | null };

export const FINANCE_POPUP_MARKER = { 'data-get-finance': '' } as const;

/** The car named by a card's Get Finance link; null when the link names none (e.g. the site's default finance link). */
export function financePopupCar(href: string | null, label: string | null): FinancePopupCar | null {
  let query: URLSearchParams;
  try {
    query = new URL(href ?? '', 'http://card.invalid').searchParams;
  } catch {
    return null;
  }
  const id = Number(query.get('car_id'));
  const title = label?.replace(/^[^:]*:\s*/, '').trim();
  if (!Number.isSafeInteger(id) || id <= 0 || !title) return null;
  const price = Number(query.get('vehiclePriceBudget'));
  return { id, title, price: Number.isFinite(price) && price > 0 ? price : null };
}
