import { defineArrayMember, defineField } from 'sanity';
import { blockSchemaTypes, FIXED_BLOCKS } from './schema-types';

const names = blockSchemaTypes.map((block) => block.name);

/**
 * A page's `sections` array, derived from the block list. Block thumbnails for the insert menu
 * are served by the Studio from /static/block-previews/{type}.svg.
 */
export const pageBuilderField = () =>
  defineField({
    name: 'sections',
    title: 'Sections',
    type: 'array',
    description: 'The page from top to bottom. Open a section to edit it; drag to reorder.',
    of: names.map((type) => defineArrayMember({ type })),
    options: {
      insertMenu: {
        filter: true,
        groups: [
          { name: 'content', title: 'Content', of: names.filter((name) => !FIXED_BLOCKS.has(name)) },
          { name: 'fixed', title: 'Features (fixed)', of: names.filter((name) => FIXED_BLOCKS.has(name)) },
        ],
        views: [{ name: 'grid', previewImageUrl: (type: string) => `/static/block-previews/${type}.svg` }, { name: 'list' }],
      },
    },
  });
