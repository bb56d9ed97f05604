import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { PaymentsPort } from '@/ports/payments/payments-port';
import type { Vehicle } from '@/vehicles/vehicle';
import type { Reservation } from './reservation-store';

/** What the reservation service needs from the rest of the app (tests pass their own). */
export type ReservationDeps = {
  db: Kysely<Database>;
  payments: () => Promise<PaymentsPort>;
  site: (slug: string) => Promise<SiteConfig | null>;
  vehicle: (siteSlug: string, id: number) => Promise<Vehicle | null>;
  /** The one vehicle-change path: database, search record and cached page at once. */
  setCar: (siteSlug: string, vehicleId: number, change: { reserved: boolean; status?: 'sold' }) => Promise<void>;
  /** A text to the shopper (messaging port); failures are logged, never fatal. */
  sms: (siteSlug: string, to: string, body: string) => Promise<void>;
  /** An email to the shopper (messaging port's email channel): receipts; failures are logged, never fatal. */
  email: (siteSlug: string, to: string, subject: string, body: string) => Promise<void>;
  /** The dealer's lead (CRM outbox) for a reservation that is now held. */
  lead: (reservation: Reservation, site: SiteConfig, vehicle: Vehicle, zone: string) => Promise<void>;
  /** The IANA zone the car's times are shown in (its location's, vehicles/car-time-zone.ts). */
  timeZone: (site: SiteConfig, vehicle: Vehicle) => Promise<string>;
  now: () => Date;
};
