import type { NewVehicleRow, VehicleImage } from '../../database-types';

export type Hotspot = { id: number; description: string; anchors: 'exterior' | 'interior'; positions: { frame: number; x: number; y: number }[] };
export type FinanceLender = {
  disclaimer: string; deposit: number; paymentWeek: number; paymentMonth: number; totalPayable: number;
  interestRate: number | null; comparisonRate: number | null; termMonths: number; termWeeks: number; termYears: number;
  establishmentFees: number; balloon: number; financeProvider: string;
};

/**
 * A generated vehicle with plain JSON values (arrays and objects, ISO date strings), so the whole
 * data set serialises deterministically; `toInsertRow` adapts it to the table's column types.
 */
export type DemoVehicle = {
  id: number; site_slug: string; dealership_slug: string; dealership_id: number; location_slug: string;
  slug: string; name: string; carsales_title: string | null;
  item_type: 'car' | 'motorcycle' | 'truck' | 'caravan';
  year: number; make: string; model: string; badge: string | null; series: string | null;
  colour: string | null; interior_colour: string | null;
  car_type: 'new' | 'demo' | 'used'; status: 'in_stock' | 'coming_soon' | 'sold' | 'other';
  tag: string | null; reserved: boolean; certified: boolean;
  price: number | null; before_price: number | null; subscription_price: number | null; preorder: boolean; price_type: string | null;
  km: number | null; stocknum: string; vin: string | null; nvic: string | null; regplate: string | null;
  rego_expiry: string | null; build_date: string | null; compliance_date: string | null;
  body: string | null; simple_body: string | null; drive: string | null; simple_drive: string | null;
  fuel: string | null; simple_fuel: string | null; trans: string | null; simple_transmission: string | null;
  gearnum: number | null; seats: number | null; doors: number | null; engine_size: number | null; engine_size_litres: number | null;
  bodyconfiguration: string | null;
  images: VehicleImage[]; video_url: string | null; external_video_url: string | null;
  spin_images: string[] | null; spin_interior_image: string | null; spin_code: string | null; hotspots: Hotspot[] | null;
  standard_equipment: string[]; features: string[]; dealercomments: string | null; file: string | null;
  variant: Record<string, string | number | null> | null;
  caravan_specs: Record<string, string | number | null> | null;
  finance_lenders: Record<string, FinanceLender> | null;
  autograb_data: { state_average_market_price: number; average_market_price: number } | null;
  checkout_enabled: boolean; reserve_amount: number | null; trade_in_permitted: boolean; show_on_dealer_website: boolean;
  views: number; custom_rank: number; created_at: string; updated_at: string; sold_date: string | null;
};

const jsonColumns = ['images', 'spin_images', 'hotspots', 'standard_equipment', 'features', 'variant', 'caravan_specs', 'finance_lenders', 'autograb_data'] as const;

/**
 * The row to insert. JSON columns are serialised here because node-postgres would send a JS array
 * as a Postgres array literal, not as jsonb.
 */
export function toInsertRow(vehicle: DemoVehicle): NewVehicleRow {
  const row: Record<string, unknown> = { ...vehicle };
  for (const column of jsonColumns) {
    const value = vehicle[column];
    row[column] = value === null ? null : JSON.stringify(value);
  }
  return row as NewVehicleRow;
}
