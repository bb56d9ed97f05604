import type { LenderData } from '@/domain/finance-estimate';
import { shownPrice } from '@/domain/price-display';
import { weeklyRepayment, type RepaymentTerms } from '@/domain/weekly-repayment';
import type { Vehicle } from '@/vehicles/vehicle';
import type { SearchRecord } from '../port/search-record';
import { seriesRank } from './series-order';

/** Per location slug: its names, and its site's repayment terms (the weekly repayment filter's). */
export type LocationNames = Map<string, { name: string; city: string; state: string; dealershipName: string; repayment?: RepaymentTerms }>;

const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

/** The search record of a vehicle: every field the UI filters, sorts, facets or shows on a card. */
export function toSearchRecord(vehicle: Vehicle, locations: LocationNames, now = new Date()): SearchRecord {
  const location = locations.get(vehicle.location_slug);
  const lenders = vehicle.finance_lenders as Record<string, LenderData> | null;
  const images = vehicle.images.map((image) => image.url);
  return {
    objectID: String(vehicle.id),
    id: vehicle.id,
    slug: vehicle.slug,
    site_slug: vehicle.site_slug,
    dealership_slug: vehicle.dealership_slug,
    dealership_id: vehicle.dealership_id,
    location_slug: vehicle.location_slug,
    location_name: location?.name ?? vehicle.location_slug,
    dealership_name: location?.dealershipName ?? vehicle.dealership_slug,
    city: location?.city ?? '',
    state: location?.state ?? '',
    name: vehicle.name,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    make_model: `${vehicle.make} ${vehicle.model}`,
    badge: vehicle.badge,
    series: vehicle.series,
    series_rank: seriesRank(vehicle.series),
    colour: vehicle.colour,
    item_type: vehicle.item_type,
    car_type: vehicle.car_type,
    status: vehicle.status,
    sold: vehicle.status === 'sold',
    is_available: vehicle.status === 'in_stock' || vehicle.status === 'coming_soon' ? 1 : 0,
    tag: vehicle.tag,
    reserved: vehicle.reserved,
    certified: vehicle.certified,
    price: vehicle.price ?? 0,
    shown_price: shownPrice(vehicle),
    before_price: vehicle.before_price,
    subscription_price: vehicle.subscription_price,
    // The weekly repayment the car's page states (SPEC 3 weekly_price_range filters on it).
    weekly_repayment: location?.repayment ? weeklyRepayment({ ...vehicle, finance_lenders: lenders }, location.repayment, now.getFullYear()) : null,
    preorder: vehicle.preorder,
    price_type: vehicle.price_type,
    km: vehicle.km,
    body: vehicle.body,
    simple_body: vehicle.simple_body,
    fuel: vehicle.fuel,
    simple_fuel: vehicle.simple_fuel,
    transmission: vehicle.simple_transmission,
    drive: vehicle.simple_drive,
    seats: vehicle.seats,
    stocknum: vehicle.stocknum,
    primary_image_url: images[0] ?? null,
    images: images.slice(0, 4),
    photos_count: images.length,
    filtered_features: vehicle.features,
    categories: [vehicle.car_type, vehicle.item_type],
    views: vehicle.views,
    custom_rank: vehicle.custom_rank,
    checkout_enabled: vehicle.checkout_enabled,
    reserve_amount: vehicle.reserve_amount,
    created_at_timestamp: seconds(vehicle.created_at),
    sold_date_timestamp: vehicle.sold_date ? seconds(vehicle.sold_date) : null,
  };
}
