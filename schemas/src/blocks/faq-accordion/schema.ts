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

export const faqAccordionFixture = {
  _type: 'faqAccordion',
  _key: 'faq',
  heading: 'Frequently asked questions',
  topic: 'reserve-online',
  items: [
    {
      _id: 'faq-1',
      question: 'Is the deposit refundable?',
      answer: [{ _type: 'block', _key: 'a', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 'a1', text: 'Yes, the $200 deposit is 100% refundable.', marks: [] }] }],
    },
  ],
};

export const faqAccordionMinimal = { _type: 'faqAccordion', _key: 'faq-min' };
