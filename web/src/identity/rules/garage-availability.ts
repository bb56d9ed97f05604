import type { MissingPageCheck } from '@/tenancy/missing-page';

export const MY_GARAGE_PATH = '/my-garage';

/** /my-garage is a page only on the sites that offer a garage (SPEC 4 "Garage/shortlist"). */
export const garageIsMissing: MissingPageCheck = ({ pathname, site }) => pathname === MY_GARAGE_PATH && !site.features.garage;
