import { defineArrayMember, defineField, defineType } from 'sanity';

export const servicePricesSchema = defineType({
  name: 'servicePrices',
  title: 'Service price table',
  type: 'object',
  description: 'Capped-price servicing: the price of each scheduled service per model, with a booking link.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2 }),
    defineField({
      name: 'rows',
      title: 'Prices',
      type: 'array',
      validation: (rule) => rule.max(120),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'servicePrice',
          fields: [
            defineField({ name: 'model', title: 'Model', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'interval', title: 'Service', type: 'string', description: 'e.g. 12 months / 15,000 km', validation: (rule) => rule.required().max(40) }),
            defineField({ name: 'price', title: 'Price ($)', type: 'number', validation: (rule) => rule.required().min(0).max(10000) }),
          ],
          preview: { select: { title: 'model', subtitle: 'interval' } },
        }),
      ],
    }),
    defineField({ name: 'bookingHref', title: 'Booking link', type: 'string', initialValue: '/pages/book-a-service' }),
    defineField({ name: 'disclaimer', title: 'Conditions', type: 'text', rows: 3 }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Service prices', subtitle: 'Service price table' }) },
});

export const servicePricesFixture = {
  _type: 'servicePrices',
  _key: 'prices',
  heading: 'Capped price servicing',
  intro: 'Know what each scheduled service costs before you book.',
  rows: [
    { _key: 'r1', model: 'Corolla', interval: '12 months / 15,000 km', price: 250 },
    { _key: 'r2', model: 'Corolla', interval: '24 months / 30,000 km', price: 250 },
    { _key: 'r3', model: 'HiLux', interval: '12 months / 15,000 km', price: 295 },
  ],
  bookingHref: '/pages/book-a-service',
  disclaimer: 'Prices include GST for scheduled servicing of eligible vehicles.',
};

export const servicePricesMinimal = { _type: 'servicePrices', _key: 'prices-min' };
