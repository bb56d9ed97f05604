import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ContentLakeTables } from './content-lake-database-types';
import type { FinanceTables } from './finance-database-types';
import type { IdentityTables } from './identity-database-types';
import type { PaymentsTables } from './payments-database-types';
import type { PlatformTables } from './platform-database-types';
import type { SpinToWinTables } from './spin-to-win-database-types';
import type { TestDriveTables } from './test-drive-database-types';

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
  /** The car's spin at a hosted 360 provider (web/src/vehicle-page/hosted-spin); null for most cars. */
  spin_code: string | null;
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

// Leads and their delivery (migrations 0002_leads.sql, 0003_valuations_and_rate_limits.sql).
export interface LeadsTable {
  id: string;
  site_slug: string;
  kind: string;
  idempotency_key: string;
  category: string;
  subcategory: string | null;
  source: Generated<string>;
  user_data: Json<Record<string, unknown>>;
  phone: string | null;
  url: string | null;
  user_agent: string | null;
  car_id: number | null;
  car_dealership_id: number | null;
  dealership_slug: string | null;
  location_slug: string | null;
  tags: Json<string[]>;
  lead_attributes: Json<Record<string, unknown>>;
  parent_lead_id: string | null;
  spam: Generated<boolean>;
  /** 0011_lead_valuation.sql: the valuation shown, saved by POST /api/miscellaneous. */
  valuation: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** 0014: hash of the submission's form and values; null before that migration. */
  request_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** 0012_lead_files.sql: files sent with a lead (the careers CV). */
export interface LeadFilesTable {
  id: string;
  site_slug: string;
  lead_id: string | null;
  purpose: 'cv';
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  data: Uint8Array;
  download_token: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LeadDeliveriesTable {
  id: Generated<number>;
  site_slug: string;
  lead_id: string;
  destination: string;
  status: ColumnType<'pending' | 'delivering' | 'delivered' | 'dead', 'pending' | 'delivering' | 'delivered' | 'dead' | undefined>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  claim_token: string | null;
  claimed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  /** 0016: when it became a dead letter, and the CRM's last HTTP status. */
  dead_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_http_status: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LeadDeliveryAttemptsTable {
  id: Generated<number>;
  site_slug: string;
  delivery_id: number;
  lead_id: string;
  destination: string;
  attempt: number;
  started_at: Timestamp;
  finished_at: Timestamp;
  outcome: 'delivered' | 'failed' | 'timeout' | 'no-destination';
  http_status: number | null;
  error: string | null;
}

export interface DevInboxTable {
  id: Generated<number>;
  site_slug: string;
  lead_id: string;
  idempotency_key: string;
  payload: Json<Record<string, unknown>>;
  adf_xml: string;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ValuationsTable {
  id: string;
  site_slug: string;
  lead_id: string;
  rego: string | null;
  rego_state: string | null;
  vehicle: Json<Record<string, unknown>>;
  kms: number;
  adjustment_answers: Json<Record<string, string>>;
  offer_price: Numeric | null;
  outcome: 'offer' | 'no-estimate';
  reason: string | null;
  provider: string;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** rate-limiter-flexible's counters (migration 0013); written only through that library. */
export interface RateLimiterTable {
  key: string;
  points: Generated<number>;
  expire: string | number | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

// Vehicle page engagement (migration 0010_vehicle_engagement.sql).
export interface VehicleViewsTable {
  id: Generated<string>;
  site_slug: string;
  vehicle_id: number;
  viewed_at: ColumnType<Date, Date | string | undefined, never>;
  /** 0015: the day's salted hash of the visitor, and the day (null on older rows). */
  visitor_hash: string | null;
  visit_day: ColumnType<string | null, string | null | undefined, never>;
}

/** 0015: one random salt a day for visitor hashes, deleted two days later. */
export interface DailySaltsTable {
  day: string;
  salt: string;
}

export interface PhoneRevealsTable {
  id: Generated<string>;
  site_slug: string;
  vehicle_id: number;
  dealership_id: number;
  revealed_at: ColumnType<Date, Date | string | undefined, never>;
  visitor_hash: string | null;
  visit_day: ColumnType<string | null, string | null | undefined, never>;
}

export interface Database extends IdentityTables, PlatformTables, PaymentsTables, ContentLakeTables, FinanceTables, TestDriveTables, SpinToWinTables {
  vehicles: VehiclesTable;
  schema_migrations: SchemaMigrationsTable;
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_files: LeadFilesTable;
  lead_delivery_attempts: LeadDeliveryAttemptsTable;
  dev_inbox: DevInboxTable;
  valuations: ValuationsTable;
  rate_limiter: RateLimiterTable;
  vehicle_views: VehicleViewsTable;
  phone_reveals: PhoneRevealsTable;
  daily_salts: DailySaltsTable;
}

export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicleRow = Insertable<VehiclesTable>;
export type VehicleUpdate = Updateable<VehiclesTable>;
