import { defineField, defineType } from 'sanity';
import { HREF_MESSAGE, HREF_PATTERN } from '../objects/link';

/** Finance calculator bounds and defaults (SPEC.md 5, 9); tenants vary within these ranges. */
export const siteFinance = defineType({
  name: 'siteFinance',
  title: 'Finance calculator',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'provider', title: 'Finance provider', type: 'string' }),
    defineField({ name: 'interestLocked', title: 'Lock the interest rate', type: 'boolean', description: 'Shoppers cannot change the rate.', initialValue: false }),
    defineField({ name: 'amountMin', title: 'Smallest loan ($)', type: 'number', initialValue: 1000, validation: (rule) => rule.required().min(0) }),
    defineField({
      name: 'amountMax',
      title: 'Largest loan ($)',
      type: 'number',
      initialValue: 100000,
      validation: (rule) => rule.required().custom((value, context) => {
        const min = (context.parent as { amountMin?: number } | undefined)?.amountMin;
        return typeof value === 'number' && typeof min === 'number' && value <= min ? 'The largest loan must be more than the smallest.' : true;
      }),
    }),
    defineField({ name: 'termMax', title: 'Longest term (years)', type: 'number', initialValue: 7, validation: (rule) => rule.required().min(1).max(10) }),
    defineField({ name: 'interestMin', title: 'Lowest interest (%)', type: 'number', initialValue: 0.5, validation: (rule) => rule.required().min(0).max(30) }),
    defineField({
      name: 'interestMax',
      title: 'Highest interest (%)',
      type: 'number',
      initialValue: 15,
      validation: (rule) => rule.required().max(30).custom((value, context) => {
        const min = (context.parent as { interestMin?: number } | undefined)?.interestMin;
        return typeof value === 'number' && typeof min === 'number' && value <= min ? 'The highest rate must be more than the lowest.' : true;
      }),
    }),
    defineField({ name: 'defaultInterest', title: 'Starting interest (%)', type: 'number', initialValue: 8.5, validation: (rule) => rule.required().min(0).max(30) }),
    defineField({ name: 'defaultTermYears', title: 'Starting term (years)', type: 'number', initialValue: 5, validation: (rule) => rule.required().min(1).max(10) }),
    defineField({
      name: 'offerEnds',
      title: 'Finance offer ends',
      type: 'date',
      description: 'The last day of the advertised finance rate. Finance estimates and calculators show "Offer ends" with this date until then, and nothing after it. Leave empty for a standing rate.',
      options: { dateFormat: 'D MMMM YYYY' },
    }),
    defineField({
      name: 'defaultLink',
      title: 'Default finance link',
      type: 'string',
      description: 'Where Get Finance goes when a car cannot build its own link (no price), and the finance calculator block\'s Get Pre-Approved button: a page of this site such as /apply-for-finance, or a lender\'s https:// address. Leave empty for /finance.',
      validation: (rule) => rule.custom((value) => (value == null || value === '' || HREF_PATTERN.test(value) ? true : HREF_MESSAGE)),
    }),
  ],
});
