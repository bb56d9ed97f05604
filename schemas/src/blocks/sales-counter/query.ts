import { z } from 'zod';
import { optionalText } from '../shared';

export const SALES_COUNTER_PROJECTION = `heading, intro, label`;

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const salesCounterContract = z.object({
  heading: optionalText,
  intro: optionalText,
  label: z.string().nullish().transform((v) => v ?? 'cars sold today'),
});
