import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const offersSearchContract = z.object({
  heading: optionalText,
  intro: optionalText,
  category: optionalText,
});
