/**
 * Which vehicles /cars/{slug} shows (SPEC 4 "Stock shown"): in_stock and coming_soon cars; a sold
 * (or other status) car for `soldDays` days after it sold, in the sold state; nothing hidden from
 * the dealer website. Anything else answers 404 (documented choice: a 404 page carries a search
 * link, and a redirect would hide from shoppers that the car is gone).
 */
export type PageVisibility = 'available' | 'sold' | 'hidden';

const DAY_MS = 86_400_000;

export function vehiclePageVisibility(
  vehicle: { status: string; show_on_dealer_website: boolean; sold_date: Date | string | null; updated_at: Date | string },
  now: Date,
  soldDays: number,
): PageVisibility {
  if (!vehicle.show_on_dealer_website) return 'hidden';
  if (vehicle.status === 'in_stock' || vehicle.status === 'coming_soon') return 'available';
  const soldAt = new Date(vehicle.sold_date ?? vehicle.updated_at).getTime();
  if (Number.isNaN(soldAt)) return 'hidden';
  return now.getTime() - soldAt <= soldDays * DAY_MS ? 'sold' : 'hidden';
}
