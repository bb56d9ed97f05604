import { defineArrayMember, defineField } from 'sanity';
import { blockGroups, blockSchemaTypes, blocksWithPreview } from './block-schemas.generated';

const names = blockSchemaTypes.map((block) => block.name);
const inGroup = (group: string) => names.filter((name) => blockGroups[name] === group);

/**
 * A page's `sections` array, derived from the block manifest (one entry per block folder).
 * Block thumbnails for the insert menu are served by the Studio from
 * /static/block-previews/{type}.svg; a block without one shows block.svg.
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
          { name: 'content', title: 'Content', of: inGroup('content') },
          { name: 'fixed', title: 'Features (fixed)', of: inGroup('fixed') },
        ],
        views: [{ name: 'grid', previewImageUrl: (type: string) => `/static/block-previews/${blocksWithPreview.has(type) ? type : 'block'}.svg` }, { name: 'list' }],
      },
    },
  });
