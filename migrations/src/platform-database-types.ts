import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database defaults on insert. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns come back as strings from pg. */
type BigIntText = ColumnType<string, number | string, number | string>;
type Serial = ColumnType<string, never, never>;

/** Which demo the database holds (0060): the seed decision reads it, never a file on disk. */
export interface DemoSeedTable {
  id: Generated<number>;
  generator_version: string;
  seed: BigIntText;
  reference_date: string;
  vehicle_count: number;
  document_count: number;
  seeded_at: DefaultedTimestamp;
}

/** The change log every instance follows (0060): one row per write to a vehicle. */
export interface VehicleChangesTable {
  seq: Serial;
  vehicle_id: number;
  site_slug: string;
  slug: string;
  changed_at: DefaultedTimestamp;
}

export interface PlatformTables {
  demo_seed: DemoSeedTable;
  vehicle_changes: VehicleChangesTable;
}
