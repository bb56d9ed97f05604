import { z } from 'zod';
import { list } from '../shared';

export const RICH_TEXT_PROJECTION = `body`;

/** Portable Text blocks; the web serializer skips block types it does not know. */
export const richTextContract = z.object({
  body: list(z.looseObject({ _type: z.string(), _key: z.string() })),
});
