import { singleParam, type MissingPageCheck } from '@/tenancy/missing-page';

// A car's slug: letters, digits and dashes (an address with another is no car's).
const CAR_SLUG = /^[A-Za-z0-9-]{1,200}$/;

/**
 * /print names its car (`?car_id={slug}`); without one it is no page. A car it does not know is
 * the page's own 404, sent as a 200 with the not-found text (the page is never indexed).
 */
export const printPageIsMissing: MissingPageCheck = ({ pathname, searchParams }) =>
  pathname === '/print' && !CAR_SLUG.test(singleParam(searchParams, 'car_id') ?? '');
