import { reservePageFor } from '@/reserve/pages/reserve-routes';

export { reserveMetadata as metadata } from '@/reserve/pages/reserve-routes';

/** SPEC 2: reserve online at /cars/{slug}/checkout (where it is the site's checkout path). */
export default reservePageFor('checkout');
