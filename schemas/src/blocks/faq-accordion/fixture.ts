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
