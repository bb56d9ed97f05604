import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';
export const LOCATION_FILTERS = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all'] as const;

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const locationsGroup: BlockGroup = 'fixed';

export const locationsSchema = defineType({
  name: 'locations',
  title: 'Locations (fixed)',
  type: 'object',
  description: 'Cards for this site\'s locations, with hours and directions. The locations themselves are edited under Locations.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'filter', title: 'Which locations', type: 'string', options: { list: [...LOCATION_FILTERS] }, initialValue: 'all' }),
  ],
  preview: { select: { title: 'heading', filter: 'filter' }, prepare: ({ title, filter }) => ({ title: title ?? 'Locations', subtitle: `Locations · ${filter ?? 'all'}` }) },
});

export const locationsFixture = { _type: 'locations', _key: 'locations', heading: 'Find us', filter: 'sales' };

export const locationsMinimal = { _type: 'locations', _key: 'locations-min' };
