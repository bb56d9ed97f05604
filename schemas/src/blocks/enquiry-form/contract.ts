import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const enquiryFormContract = z.object({
  heading: optionalText,
  intro: optionalText,
  category: z.string().nullish().transform((v) => v ?? 'General Enquiry'),
});
