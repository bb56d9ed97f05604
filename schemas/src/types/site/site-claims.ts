import { defineField, defineType } from 'sanity';

/** Promises the site makes (SPEC.md 1, 9). The numbers feed text and calculators, so keep them exact. */
export const siteClaims = defineType({
  name: 'siteClaims',
  title: 'Claims and guarantees',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'deposit',
      title: 'Reserve-online deposit',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'amount', title: 'Deposit ($)', type: 'number', initialValue: 200, validation: (rule) => rule.required().min(0) }),
        defineField({ name: 'holdHours', title: 'Holds the car for (hours)', type: 'number', initialValue: 48, validation: (rule) => rule.required().integer().min(1) }),
      ],
    }),
    defineField({
      name: 'moneyBack',
      title: 'Money-back guarantee',
      type: 'object',
      description: 'Leave empty when the dealer offers none.',
      fields: [
        defineField({ name: 'text', title: 'Headline', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'days', title: 'Return period (days)', type: 'number', validation: (rule) => rule.integer().min(1) }),
        defineField({ name: 'hours', title: 'Return period (hours)', type: 'number', validation: (rule) => rule.integer().min(1) }),
        defineField({ name: 'km', title: 'Most kilometres driven', type: 'number', validation: (rule) => rule.integer().min(0) }),
      ],
    }),
    defineField({ name: 'communityProgram', title: 'Community program ($)', type: 'number', validation: (rule) => rule.min(0) }),
    defineField({ name: 'warrantyYears', title: 'Used-car warranty (years)', type: 'number', initialValue: 3, validation: (rule) => rule.required().min(0).max(10) }),
  ],
});
