/**
 * The car a Get Finance link on a car card carries to the Get Finance popup (SPEC 2: the popup
 * opens from cards too). The card renders on the server and inside client lists alike and has no
 * client code of its own, so the car travels as data attributes on the link, read back by the one
 * popup island on the page.
 */
export type FinancePopupCar = { id: number; title: string; price: number | null };

export type FinancePopupAttributes = {
  'data-get-finance': '';
  'data-car-id': string;
  'data-car-title': string;
  'data-car-price'?: string;
};

export function financePopupAttributes(car: FinancePopupCar): FinancePopupAttributes {
  return {
    'data-get-finance': '',
    'data-car-id': String(car.id),
    'data-car-title': car.title,
    ...(car.price !== null && car.price > 0 ? { 'data-car-price': String(car.price) } : {}),
  };
}

/** The car named by a link's dataset (`carId`, `carTitle`, `carPrice`); null when it names none. */
export function financePopupCar(dataset: Readonly<Record<string, string | undefined>>): FinancePopupCar | null {
  const id = Number(dataset.carId);
  const title = dataset.carTitle?.trim();
  if (!Number.isSafeInteger(id) || id <= 0 || !title) return null;
  const price = Number(dataset.carPrice);
  return { id, title, price: dataset.carPrice && Number.isFinite(price) && price > 0 ? price : null };
}
