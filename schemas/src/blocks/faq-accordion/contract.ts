import { z } from 'zod';
import { list, optionalText } from '../shared';

export const faqAccordionContract = z.object({
  heading: optionalText,
  topic: optionalText,
  items: list(z.object({
    _id: z.string(),
    question: z.string(),
    answer: list(z.looseObject({ _type: z.string(), _key: z.string() })),
  })),
});
