import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const modelsDirectoryContract = z.object({
  heading: optionalText,
  intro: optionalText,
  body: optionalText,
});
