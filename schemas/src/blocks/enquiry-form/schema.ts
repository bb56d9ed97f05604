import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';
import { ENQUIRY_FORM_CATEGORIES } from './query';
/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const enquiryFormGroup: BlockGroup = 'fixed';

export const enquiryFormSchema = defineType({
  name: 'enquiryForm',
  title: 'Enquiry form (fixed)',
  type: 'object',
  description: "The general enquiry form; leads go to the dealer's CRM.",
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({
      name: 'category',
      title: 'Enquiry category',
      type: 'string',
      description: "Where the dealer's CRM files these leads; shoppers can still change it on the form.",
      options: { list: [...ENQUIRY_FORM_CATEGORIES] },
      initialValue: 'General Enquiry',
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Enquiry form', subtitle: 'Enquiry form (fixed)' }) },
});

export const enquiryFormFixture = { _type: 'enquiryForm', _key: 'enquiry-form', heading: 'Enquiry form', intro: 'Start here.', category: 'Service Enquiry' };

export const enquiryFormMinimal = { _type: 'enquiryForm', _key: 'enquiry-form-min' };
