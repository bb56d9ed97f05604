import { defineArrayMember, defineField, defineType } from 'sanity';
import { auPhoneRule } from '../../types/rules/au-phone';

export const teamGridSchema = defineType({
  name: 'teamGrid',
  title: 'Team',
  type: 'object',
  description: 'Staff cards grouped by the location they work at, e.g. for an "Our Team" page.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2 }),
    defineField({
      name: 'members',
      title: 'Team members',
      type: 'array',
      validation: (rule) => rule.max(60),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'teamMember',
          fields: [
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'role', title: 'Role', type: 'string', description: 'e.g. Sales Consultant', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'location', title: 'Location', type: 'reference', to: [{ type: 'location' }], description: 'Cards are grouped by location; empty means the whole business.' }),
            defineField({ name: 'photo', title: 'Photo', type: 'imageWithAlt' }),
            defineField({ name: 'phone', title: 'Phone', type: 'string', validation: (rule) => rule.custom(auPhoneRule) }),
            defineField({ name: 'email', title: 'Email', type: 'email' }),
          ],
          preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Team', subtitle: 'Team' }) },
});

export const teamGridFixture = {
  _type: 'teamGrid',
  _key: 'team',
  heading: 'Meet the team',
  intro: 'The people who will look after you.',
  members: [
    { _key: 'm1', name: 'Priya Sharma', role: 'Dealer Principal', location: 'Riverside Toyota Indooroopilly', photo: null, phone: '07 5550 2201', email: 'priya@example.com.au' },
    { _key: 'm2', name: 'Tom Walsh', role: 'Service Manager', location: null, photo: null, phone: null, email: null },
  ],
};

export const teamGridMinimal = { _type: 'teamGrid', _key: 'team-min' };
