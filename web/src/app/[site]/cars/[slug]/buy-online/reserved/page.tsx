import { reservationPageFor } from '@/reserve/pages/reserve-routes';

export { reservationMetadata as metadata } from '@/reserve/pages/reserve-routes';

/** A shopper's reservation (SPEC 9) on the /buy-online path. */
export default reservationPageFor('buy-online');
