import { defineArrayMember, defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';
export const LOCATION_FILTERS = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all'] as const;
export const LOCATION_DISPLAYS = ['grid', 'single', 'map', 'carousel'] as const;

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const locationsGroup: BlockGroup = 'fixed';

export const locationsSchema = defineType({
  name: 'locations',
  title: 'Locations (fixed)',
  type: 'object',
  description: 'This site\'s locations as cards, one card with hours, a map or a carousel. The locations themselves are edited under Locations.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({
      name: 'display',
      title: 'Show as',
      type: 'string',
      options: { list: [{ title: 'Grid of cards', value: 'grid' }, { title: 'One card with details and hours', value: 'single' }, { title: 'Map', value: 'map' }, { title: 'Carousel', value: 'carousel' }] },
      initialValue: 'grid',
    }),
    defineField({ name: 'filter', title: 'Which locations', type: 'string', options: { list: [...LOCATION_FILTERS] }, initialValue: 'all' }),
    defineField({ name: 'location', title: 'Only this location', type: 'reference', to: [{ type: 'location' }], description: 'Overrides the other choices.' }),
    defineField({ name: 'manufacturer', title: 'Only locations selling this make', type: 'string', description: 'e.g. Toyota' }),
    defineField({ name: 'subtype', title: 'Only this subtype', type: 'string', description: 'e.g. buying' }),
    defineField({ name: 'include', title: 'Only these locations, in this order', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'location' }] })], validation: (rule) => rule.unique() }),
    defineField({ name: 'exclude', title: 'Leave out these locations', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'location' }] })], validation: (rule) => rule.unique() }),
    defineField({ name: 'showStockLink', title: 'Carousel: show View Our Stock', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'heading', filter: 'filter', display: 'display' }, prepare: ({ title, filter, display }) => ({ title: title ?? 'Locations', subtitle: `Locations · ${display ?? 'grid'} · ${filter ?? 'all'}` }) },
});

export const locationsFixture = { _type: 'locations', _key: 'locations', heading: 'Find us', filter: 'sales', display: 'grid', location: null, manufacturer: null, subtype: null, include: [], exclude: [], showStockLink: false };

export const locationsMinimal = { _type: 'locations', _key: 'locations-min' };
