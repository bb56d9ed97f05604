import { z } from 'zod';
import { list, optionalText } from '../shared';

/** The prizes' weights stay on the server: the page shows what can be won, never the odds. */
export const SPIN_WHEEL_PROJECTION = `heading, intro, "promotion": promotion->{ _id, title, endsAt, terms, "prizes": prizes[] { _key, label, description } }`;

export const spinWheelContract = z.object({
  heading: optionalText,
  intro: optionalText,
  promotion: z.object({
    _id: z.string(),
    title: z.string(),
    endsAt: optionalText,
    terms: optionalText,
    prizes: list(z.object({ _key: z.string(), label: z.string(), description: optionalText })),
  }).nullish(),
});
