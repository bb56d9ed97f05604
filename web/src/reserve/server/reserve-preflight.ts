import { decodeSegment } from '@/lib/path-segment';
import { database } from '@/ports/database';
import { singleParam, type MissingPageCheck } from '@/tenancy/missing-page';
import { findVehicleBySlug } from '@/vehicles/vehicle-repository';
import { reservationLookup } from './reservation-lookup';
import { reservable } from './reservation-service';
import { visibleRecord } from './visible-record';

const RESERVE_ADDRESS = /^\/cars\/([^/]+)\/(checkout|buy-online)(\/reserved)?$/;

/**
 * The reserve page of a car this site does not let shoppers reserve (sold, hidden, unknown, or the
 * site's other checkout address), and a reservation page of another browser, are 404s. One
 * indexed read, made only for such addresses.
 */
export const reservePageIsMissing: MissingPageCheck = async ({ pathname, searchParams, site, cookies, shopperId }) => {
  const match = RESERVE_ADDRESS.exec(pathname);
  if (!match) return false;
  const [, slug = '', segment, reserved] = match;
  if (site.routes.checkoutPath !== segment) return true;
  const { db } = await database();
  if (reserved) {
    const address = { id: singleParam(searchParams, 'reservation'), paymentIntentId: singleParam(searchParams, 'payment_intent') };
    return (await visibleRecord(reservationLookup(db), address, site.slug, cookies, shopperId)) === null;
  }
  const vehicle = await findVehicleBySlug(db, site.slug, decodeSegment(slug));
  return !vehicle || !reservable(site, vehicle);
};
