import { z } from 'zod';
import { optionalText } from '../shared';

export const MODELS_DIRECTORY_PROJECTION = `heading, intro, body, limit`;

/** Fixed block: settings only; the models come from the directory's search index. */
export const modelsDirectoryContract = z.object({
  heading: optionalText,
  intro: optionalText,
  body: optionalText,
  limit: z.number().int().min(1).max(21).nullish().transform((v) => v ?? 6),
});
