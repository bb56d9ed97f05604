import { z } from 'zod';
import { list, optionalText } from '../shared';

export const FAQ_ACCORDION_PROJECTION = `heading, topic,
  "items": *[_type == "faq" && site._ref == ^.^.site._ref && topic == coalesce(^.topic, "general")] | order(order asc) { _id, question, answer }`;

export const faqAccordionContract = z.object({
  heading: optionalText,
  topic: optionalText,
  items: list(z.object({
    _id: z.string(),
    question: z.string(),
    answer: list(z.looseObject({ _type: z.string(), _key: z.string() })),
  })),
});
