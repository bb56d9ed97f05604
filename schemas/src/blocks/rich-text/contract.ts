import { z } from 'zod';
import { list } from '../shared';

/** Portable Text blocks; the web serializer skips block types it does not know. */
export const richTextContract = z.object({
  body: list(z.looseObject({ _type: z.string(), _key: z.string() })),
});
