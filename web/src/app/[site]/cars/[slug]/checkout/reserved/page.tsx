import { reservationPageFor } from '@/reserve/pages/reserve-routes';

export { reservationMetadata as metadata } from '@/reserve/pages/reserve-routes';

/** A shopper's reservation (SPEC 9) on the /checkout path. */
export default reservationPageFor('checkout');
