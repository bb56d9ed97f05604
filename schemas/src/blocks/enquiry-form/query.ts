import { z } from 'zod';
import { optionalText } from '../shared';

export const ENQUIRY_FORM_PROJECTION = `heading, intro, category`;

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
/** The enquiry form's categories (SPEC 3: default General Enquiry); the web's lead schema uses the same list. */
export const ENQUIRY_FORM_CATEGORIES = ['General Enquiry', 'Vehicle Enquiry', 'Finance Enquiry', 'Trade-In Enquiry', 'Service Enquiry', 'Parts Enquiry'] as const;

const isCategory = (value: string): value is (typeof ENQUIRY_FORM_CATEGORIES)[number] => (ENQUIRY_FORM_CATEGORIES as readonly string[]).includes(value);

export const enquiryFormContract = z.object({
  heading: optionalText,
  intro: optionalText,
  // A category from before the list existed falls back to the default rather than hiding the form.
  category: z.string().nullish().transform((v) => (v && isCategory(v) ? v : 'General Enquiry')),
});
