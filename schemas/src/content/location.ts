import { z } from 'zod';
import { address, projectedImage } from './common';

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

export const location = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  siteSlug: z.string(),
  dealershipSlug: z.string(),
  primary: z.boolean(),
  visible: z.boolean(),
  locationType: z.enum(['sales', 'service', 'parts', 'car-buying', '']),
  locationSubtype: z.string().nullish(),
  manufacturers: z.array(z.string()).default([]),
  address,
  phone: z.string(),
  landlinePhone: z.string().nullish(),
  email: z.string().nullish(),
  openingHours: z.array(openingHour),
  specialHours: z.array(specialHour).default([]),
  dealerLicenseNumber: z.string().nullish(),
  motorVehicleRepairer: z.string().nullish(),
  reviews: z.object({ averageRating: z.string(), count: z.number() }).nullish(),
  image: projectedImage.nullish(),
});
export type Location = z.infer<typeof location>;
