import { defineField, defineType } from 'sanity';

/**
 * Per-tenant switches of the lead forms (SPEC.md 5). Each is off by default, which is the spec's
 * standard behaviour; the website validates a submission with the same switches it renders with.
 */
export const siteForms = defineType({
  name: 'siteForms',
  title: 'Lead forms',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'messageOptional', title: 'Message optional', type: 'boolean', initialValue: false, validation: (rule) => rule.required(),
      description: 'Shoppers can send an enquiry, contact, fleet, parts or careers form without writing a message.',
    }),
    defineField({
      name: 'termsRequired', title: 'Terms of use must be accepted', type: 'boolean', initialValue: false, validation: (rule) => rule.required(),
      description: 'Every form asks the shopper to agree to the terms of use. The trade-in form always does.',
    }),
    defineField({
      name: 'financePostcodeRequired', title: 'Postcode required for finance enquiries', type: 'boolean', initialValue: false, validation: (rule) => rule.required(),
      description: 'For dealers who price delivery or finance by postcode.',
    }),
    defineField({
      name: 'dealershipFieldRemoved', title: 'Remove the preferred dealership field', type: 'boolean', initialValue: false, validation: (rule) => rule.required(),
      description: 'Group sites normally ask which dealership the shopper prefers when no location is asked for; turn this on to never ask.',
    }),
  ],
});
