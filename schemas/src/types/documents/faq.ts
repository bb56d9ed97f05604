import { defineField, defineType } from 'sanity';
import { siteField } from '../fields';

/** A question and answer, grouped by topic; FAQ accordion blocks pick them by topic. */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  fields: [
    defineField({ name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required().max(200) }),
    siteField(),
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'string',
      options: { list: ['general', 'finance', 'trade-in', 'service', 'reserve-online', 'warranty', 'delivery'] },
      initialValue: 'general',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'answer', title: 'Answer', type: 'portableText', validation: (rule) => rule.required().min(1) }),
    defineField({ name: 'order', title: 'Order', type: 'number', description: 'Lower numbers come first.', initialValue: 10 }),
  ],
  preview: { select: { title: 'question', subtitle: 'topic' } },
});
