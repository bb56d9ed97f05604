import { defineField, defineType } from 'sanity';
import { dealershipEntryRule } from '../rules/site-dealership-entry';
import { CARD_BUTTONS, VEHICLE_BUTTONS } from './site-buttons';

/**
 * One dealership's settings on a site (SPEC 6 per-dealer switches): a group site lists several
 * dealerships' stock, and each may be hidden there, keep finance estimates off its cars, or give
 * its cars their own button sets. A car follows its own dealership's entry; a dealership without
 * one follows the site.
 */
export const siteDealership = defineType({
  name: 'siteDealership',
  title: 'Dealership settings',
  type: 'object',
  fields: [
    defineField({
      name: 'dealershipSlug',
      title: 'Dealership slug',
      type: 'string',
      description: 'One of the site\'s dealership slugs.',
      validation: (rule) => rule.required().custom((value, context) => {
        const key = (context.parent as { _key?: string } | undefined)?._key;
        return dealershipEntryRule(value, context.document, key);
      }),
    }),
    defineField({ name: 'hidden', title: 'Hidden on this site', type: 'boolean', description: 'Its cars are not listed or shown on this site.', initialValue: false }),
    defineField({ name: 'financeEstimateExcluded', title: 'No finance estimate', type: 'boolean', description: 'Its cars show no weekly finance estimate, even where the site shows them.', initialValue: false }),
    defineField({ name: 'cardButtons', title: 'Car card buttons', type: 'array', of: [{ type: 'string' }], options: { list: CARD_BUTTONS }, description: 'Leave empty to use the site\'s card buttons.', validation: (rule) => rule.unique() }),
    defineField({ name: 'vehicleButtons', title: 'Car page buttons', type: 'array', of: [{ type: 'string' }], options: { list: VEHICLE_BUTTONS }, description: 'Leave empty to use the site\'s car page buttons.', validation: (rule) => rule.unique() }),
  ],
  preview: { select: { title: 'dealershipSlug', hidden: 'hidden' }, prepare: ({ title, hidden }) => ({ title, subtitle: hidden ? 'Hidden' : undefined }) },
});
