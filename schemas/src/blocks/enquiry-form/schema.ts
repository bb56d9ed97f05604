import { defineField, defineType } from 'sanity';

export const enquiryFormSchema = defineType({
  name: 'enquiryForm',
  title: 'Enquiry form (fixed)',
  type: 'object',
  description: "The general enquiry form; leads go to the dealer's CRM.",
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'category', title: 'Enquiry category', type: 'string', initialValue: 'General Enquiry' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Enquiry form', subtitle: 'Enquiry form (fixed)' }) },
});
