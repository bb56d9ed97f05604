import { z } from 'zod';
import { address, list, projectedImage } from './common';

export const openingHour = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  open: z.string().nullish(),
  close: z.string().nullish(),
});
export type OpeningHour = z.infer<typeof openingHour>;

export const specialHour = z.object({
  date: z.string(),
  status: z.enum(['Open', 'Closed']),
  start: z.string().nullish(),
  end: z.string().nullish(),
  label: z.string().nullish(),
});
export type SpecialHour = z.infer<typeof specialHour>;

export const location = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  siteSlug: z.string(),
  dealershipSlug: z.string(),
  /** The name of the dealership the location belongs to (a group site's cars are searched by it). */
  dealershipName: z.string().nullish(),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  locationType: z.enum(['sales', 'service', 'parts', 'car-buying', '']).default(''),
  locationSubtype: z.string().nullish(),
  manufacturers: list(z.string()),
  address,
  phone: z.string(),
  landlinePhone: z.string().nullish(),
  email: z.string().nullish(),
  /** IANA zone of the hours; null means the zone of the address's state. */
  timeZone: z.string().nullish(),
  openingHours: list(openingHour),
  specialHours: list(specialHour),
  /** SPEC 4 "Opening hours day": a closed day shows an Enquire Now link here instead of Closed. */
  closedEnquiryHref: z.string().regex(/^\/(?!\/)[^\s\\]*$/).nullish().catch(null),
  dealerLicenseNumber: z.string().nullish(),
  motorVehicleRepairer: z.string().nullish(),
  image: projectedImage,
});
export type Location = z.infer<typeof location>;
