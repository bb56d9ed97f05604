import { defineField, defineType } from 'sanity';

export const faqAccordionSchema = defineType({
  name: 'faqAccordion',
  title: 'FAQ accordion',
  type: 'object',
  description: 'Questions that open to show their answers. Edit the questions under FAQs.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', initialValue: 'Frequently asked questions' }),
    defineField({ name: 'topic', title: 'Topic', type: 'string', options: { list: ['general', 'finance', 'trade-in', 'service', 'reserve-online', 'warranty', 'delivery'] }, initialValue: 'general' }),
  ],
  preview: { select: { title: 'heading', topic: 'topic' }, prepare: ({ title, topic }) => ({ title: title ?? 'FAQ', subtitle: `FAQ · ${topic ?? 'general'}` }) },
});
