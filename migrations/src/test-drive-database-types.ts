import type { ColumnType } from 'kysely';

/** migrations/sql/0080_test_drive_bookings.sql: booked test-drive slots, one per car and start. */
export interface TestDriveBookingsTable {
  site_slug: string;
  vehicle_id: number;
  starts_at: ColumnType<Date, Date | string, never>;
  lead_id: string;
  location_slug: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface TestDriveTables {
  test_drive_bookings: TestDriveBookingsTable;
}
