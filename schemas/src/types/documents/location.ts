import { defineArrayMember, defineField, defineType } from 'sanity';
import { auPhoneRule } from '../rules/au-phone';
import { siteField, siteSlugField } from '../fields';

/** IANA zones of the Australian states and territories (SPEC 3, Location: hours are local). */
export const AUSTRALIAN_TIME_ZONES = ['Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Perth', 'Australia/Darwin', 'Australia/Broken_Hill', 'Australia/Lord_Howe'] as const;

/** A dealership location: a sales yard, service centre or parts counter (SPEC.md 3, Location). */
export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'document',
  groups: [{ name: 'details', title: 'Details', default: true }, { name: 'hours', title: 'Hours' }, { name: 'licences', title: 'Licences and reviews' }],
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', group: 'details', validation: (rule) => rule.required() }),
    { ...siteSlugField('name', 'Used in /locations/{slug} and /contact-us/{slug}.'), group: 'details' },
    { ...siteField(), group: 'details' },
    defineField({ name: 'dealership', title: 'Dealership', type: 'reference', to: [{ type: 'dealership' }], group: 'details', validation: (rule) => rule.required() }),
    defineField({ name: 'dealershipSlug', title: 'Dealership slug', type: 'string', group: 'details', description: 'Copied from the dealership so stock filters can use it.', validation: (rule) => rule.required() }),
    defineField({ name: 'primary', title: 'Primary location', type: 'boolean', group: 'details', description: 'The dealership\'s main address. Cars elsewhere show "Located at {city}".', initialValue: false }),
    defineField({ name: 'visible', title: 'Show on the site', type: 'boolean', group: 'details', initialValue: true }),
    defineField({
      name: 'locationType',
      title: 'Type',
      type: 'string',
      group: 'details',
      options: { list: [{ title: 'Sales', value: 'sales' }, { title: 'Service', value: 'service' }, { title: 'Parts', value: 'parts' }, { title: 'Car buying', value: 'car-buying' }, { title: 'Not set (sales)', value: '' }] },
      initialValue: 'sales',
    }),
    defineField({ name: 'locationSubtype', title: 'Subtype', type: 'string', group: 'details', description: 'Free text; "buying" marks a car-buying centre.' }),
    defineField({ name: 'manufacturers', title: 'Manufacturers', type: 'array', of: [{ type: 'string' }], group: 'details', validation: (rule) => rule.unique() }),
    defineField({ name: 'address', title: 'Address', type: 'address', group: 'details', validation: (rule) => rule.required() }),
    defineField({ name: 'phone', title: 'Phone', type: 'string', group: 'details', validation: (rule) => rule.required().custom(auPhoneRule) }),
    defineField({ name: 'landlinePhone', title: 'Landline', type: 'string', group: 'details', validation: (rule) => rule.custom(auPhoneRule) }),
    defineField({ name: 'email', title: 'Email', type: 'email', group: 'details' }),
    defineField({ name: 'image', title: 'Photo', type: 'imageWithAlt', group: 'details' }),
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      group: 'hours',
      description: 'The hours are in this zone; "Open now" is worked out in it. Empty means the zone of the address\'s state.',
      options: { list: [...AUSTRALIAN_TIME_ZONES] },
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours',
      type: 'array',
      group: 'hours',
      of: [defineArrayMember({ type: 'openingHour' })],
      description: 'One entry per day of the week.',
      validation: (rule) => rule.max(7).custom((value) => {
        const days = (value ?? []).map((entry) => (entry as { weekday?: number }).weekday);
        return new Set(days).size === days.length ? true : 'Each day may appear only once.';
      }),
    }),
    defineField({
      name: 'specialHours',
      title: 'Special hours',
      type: 'array',
      group: 'hours',
      of: [defineArrayMember({ type: 'specialHour' })],
      description: 'Public holidays and other dates with different hours.',
      validation: (rule) => rule.custom((value) => {
        const dates = (value ?? []).map((entry) => (entry as { date?: string }).date);
        return new Set(dates).size === dates.length ? true : 'Each date may appear only once.';
      }),
    }),
    defineField({
      name: 'closedEnquiryHref',
      title: 'Enquire Now link on closed days',
      type: 'string',
      group: 'hours',
      description: 'A page of this site, e.g. /service. Days this location is closed then show an Enquire Now link to it instead of "Closed". Leave empty to show "Closed".',
      validation: (rule) => rule.custom((value) => (!value || /^\/(?!\/)[^\s\\]*$/.test(value) ? true : 'A path on this site starting with /, e.g. /service.')),
    }),
    defineField({ name: 'dealerLicenseNumber', title: 'Dealer licence number', type: 'string', group: 'licences' }),
    defineField({ name: 'motorVehicleRepairer', title: 'Motor vehicle repairer number', type: 'string', group: 'licences' }),
    defineField({
      name: 'reviews',
      title: 'Review summary',
      type: 'object',
      group: 'licences',
      fields: [
        defineField({ name: 'averageRating', title: 'Average rating', type: 'string', description: 'e.g. 4.7', validation: (rule) => rule.required().regex(/^(?:[0-4](?:\.\d)?|5(?:\.0)?)$/, { name: 'a rating from 0 to 5, e.g. 4.7' }) }),
        defineField({ name: 'count', title: 'Number of reviews', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'locationType', media: 'image' } },
});
