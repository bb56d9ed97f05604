import { defineField } from 'sanity';
import { DUPLICATE_SLUG_MESSAGE, isUniqueWithinSite } from './rules/unique-slug';

/** The tenant a document belongs to. Every tenant-owned document has one; queries filter on it. */
export const siteField = () =>
  defineField({
    name: 'site',
    title: 'Site',
    type: 'reference',
    to: [{ type: 'site' }],
    description: 'The dealer website this belongs to.',
    validation: (rule) => rule.required(),
  });

/**
 * A slug that must be unique within its site. (`.error()`: rules on slug fields report as
 * warnings unless told otherwise, and a warning would not stop publishing.) The slug type's own uniqueness check runs through
 * `isUnique` and reports a generic text, so a custom rule repeats the check with our message.
 */
export const siteSlugField = (source = 'title', description = 'The last part of the address, e.g. about-us.') =>
  defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description,
    options: { source, isUnique: () => true },
    validation: (rule) =>
      rule.required().custom(async (value, context) => {
        const current = (value as { current?: string } | undefined)?.current;
        if (!current) return true;
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current)) return 'Use lowercase letters, numbers and single dashes, e.g. book-a-service.';
        return (await isUniqueWithinSite(current, { ...context, type: undefined } as never)) ? true : DUPLICATE_SLUG_MESSAGE;
      }).error(),
  });
