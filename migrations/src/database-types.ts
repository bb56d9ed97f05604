import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Json<T> = ColumnType<T, string | T, string | T>;
/** numeric columns come back as strings from both pg and PGlite; callers convert at the edge. */
type Numeric = ColumnType<string, number | string, number | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type VehicleImage = { url: string; thumb: { url: string } };

export interface VehiclesTable {
  id: number;
  site_slug: string;
  dealership_slug: string;
  dealership_id: number;
  location_slug: string;
  slug: string;
  name: string;
  carsales_title: string | null;
  item_type: 'car' | 'motorcycle' | 'truck' | 'caravan';
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  interior_colour: string | null;
  car_type: 'new' | 'demo' | 'used';
  status: 'in_stock' | 'coming_soon' | 'sold' | 'other';
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  price: Numeric | null;
  before_price: Numeric | null;
  subscription_price: Numeric | null;
  preorder: boolean;
  price_type: string | null;
  km: number | null;
  stocknum: string;
  vin: string | null;
  nvic: string | null;
  regplate: string | null;
  rego_expiry: ColumnType<Date | null, string | null, string | null>;
  build_date: ColumnType<Date | null, string | null, string | null>;
  compliance_date: ColumnType<Date | null, string | null, string | null>;
  body: string | null;
  simple_body: string | null;
  drive: string | null;
  simple_drive: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  trans: string | null;
  simple_transmission: string | null;
  gearnum: number | null;
  seats: number | null;
  doors: number | null;
  engine_size: number | null;
  engine_size_litres: Numeric | null;
  bodyconfiguration: string | null;
  images: Json<VehicleImage[]>;
  video_url: string | null;
  external_video_url: string | null;
  spin_images: Json<string[] | null>;
  spin_interior_image: string | null;
  hotspots: Json<unknown[] | null>;
  standard_equipment: Json<string[]>;
  features: Json<string[]>;
  dealercomments: string | null;
  file: string | null;
  variant: Json<Record<string, string | number | null> | null>;
  caravan_specs: Json<Record<string, string | number | null> | null>;
  finance_lenders: Json<Record<string, Record<string, unknown>> | null>;
  autograb_data: Json<{ state_average_market_price?: number; average_market_price?: number } | null>;
  checkout_enabled: boolean;
  reserve_amount: Numeric | null;
  trade_in_permitted: boolean;
  show_on_dealer_website: boolean;
  views: Generated<number>;
  custom_rank: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  sold_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface Database {
  vehicles: VehiclesTable;
  schema_migrations: SchemaMigrationsTable;
}

export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicleRow = Insertable<VehiclesTable>;
export type VehicleUpdate = Updateable<VehiclesTable>;
