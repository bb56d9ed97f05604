import { defineArrayMember, defineField, defineType } from 'sanity';

const PLACEHOLDERS = 'Placeholders: {vehicle} (car, motorcycle, truck or caravan), {dealer} (the site name), {warrantyYears} (Claims and guarantees).';

const bullets = (name: string, title: string, description: string, max = 8) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(160) })],
    description: `${description} ${PLACEHOLDERS}`,
    validation: (rule) => rule.max(max),
  });

/**
 * The vehicle page's dealer texts (SPEC 2 tabs and FAQ sections): what comes with the car, why
 * buy here, protection products and the questions shoppers ask. Each dealer writes its own; a
 * site saved without them shows the platform's defaults.
 */
export const siteVehiclePage = defineType({
  name: 'siteVehiclePage',
  title: 'Vehicle page texts',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    bullets('includedNew', "What's Included (new and demo)", 'Shown in the What\'s Included tab of new and demo vehicles.'),
    bullets('includedUsed', "What's Included (used)", 'Shown in the What\'s Included tab of used vehicles.'),
    bullets('whyBuyFromUs', 'Why Buy From Us?', 'Leave empty to show the warranty bullets.'),
    defineField({ name: 'protectIntro', title: 'Protect Your Car: introduction', type: 'text', rows: 2, description: PLACEHOLDERS, validation: (rule) => rule.max(400) }),
    bullets('protectItems', 'Protect Your Car: products', 'Protection products the dealer offers.'),
    defineField({
      name: 'faqs',
      title: 'Frequently asked questions',
      type: 'array',
      description: PLACEHOLDERS,
      validation: (rule) => rule.max(12),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'vehicleFaq',
          fields: [
            defineField({ name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required().max(160) }),
            defineField({ name: 'answer', title: 'Answer', type: 'text', rows: 3, validation: (rule) => rule.required().max(800) }),
          ],
          preview: { select: { title: 'question', subtitle: 'answer' } },
        }),
      ],
    }),
  ],
});
