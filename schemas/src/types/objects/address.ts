import { defineField, defineType } from 'sanity';
import { postcodeRule } from '../rules/postcode';

export const AUSTRALIAN_STATES = ['QLD', 'NSW', 'VIC', 'ACT', 'TAS', 'SA', 'WA', 'NT'] as const;

/** A street address in Australia, with coordinates for maps and distance sorting. */
export const address = defineType({
  name: 'address',
  title: 'Address',
  type: 'object',
  fields: [
    defineField({ name: 'street', title: 'Street', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'city', title: 'Suburb or city', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      options: { list: [...AUSTRALIAN_STATES] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'postcode', title: 'Postcode', type: 'string', description: 'Four digits, e.g. 4127.', validation: (rule) => rule.required().custom(postcodeRule) }),
    defineField({ name: 'lat', title: 'Latitude', type: 'number', description: 'For the map pin, e.g. -27.6295.', validation: (rule) => rule.min(-44).max(-9) }),
    defineField({ name: 'long', title: 'Longitude', type: 'number', description: 'For the map pin, e.g. 153.1420.', validation: (rule) => rule.min(112).max(154) }),
    defineField({ name: 'placeUrl', title: 'Google Maps link', type: 'url', description: 'Used by Get Directions. Leave empty to build one from the address.' }),
  ],
});
