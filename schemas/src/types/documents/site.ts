import { defineArrayMember, defineField, defineType } from 'sanity';
import { auPhoneRule } from '../rules/au-phone';
import { dealershipListRule } from '../rules/site-dealership-entry';
import { AUSTRALIAN_TIME_ZONES } from './location';

export const SITE_TEMPLATES = [
  { title: 'Dealer group', value: 'dealerGroup' },
  { title: 'Manufacturer franchise', value: 'manufacturerFranchise' },
  { title: 'Used-only dealer', value: 'usedOnly' },
  { title: 'Caravans and motorcycles', value: 'caravanMotorcycle' },
];

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (name: string, title: string) =>
  defineField({ name, title, type: 'string', description: 'A hex colour such as #0b3d91.', validation: (rule) => rule.required().regex(HEX, { name: 'hex colour like #0b3d91' }) });
const phone = (name: string, title: string, required = false) =>
  defineField({ name, title, type: 'string', validation: (rule) => (required ? rule.required() : rule).custom(auPhoneRule) });

const groups = [
  { name: 'brand', title: 'Brand', default: true },
  { name: 'contact', title: 'Contact' },
  { name: 'features', title: 'Features' },
  { name: 'search', title: 'Search' },
  { name: 'navigation', title: 'Navigation' },
  { name: 'legal', title: 'Legal and claims' },
];

/**
 * A tenant: one dealer website. Exactly one per dealer (a singleton in the Studio's structure).
 * Everything that varies per dealer lives here or in documents that reference it.
 */
export const site = defineType({
  name: 'site',
  title: 'Site settings',
  type: 'document',
  groups,
  fields: [
    defineField({ name: 'name', title: 'Dealer name', type: 'string', group: 'brand', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Site slug',
      type: 'slug',
      group: 'brand',
      description: 'The site\'s short name in addresses, e.g. riverside-toyota. Changing it breaks existing links.',
      options: { source: 'name' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'domains', title: 'Custom domains', type: 'array', of: [{ type: 'string' }], group: 'brand', description: 'Host names without https://, e.g. www.riversidetoyota.com.au.', validation: (rule) => rule.required().unique().custom((value) => (Array.isArray(value) && value.some((d) => typeof d !== 'string' || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(d)) ? 'Enter host names only, like www.example.com.au.' : true)) }),
    defineField({ name: 'template', title: 'Template', type: 'string', group: 'brand', options: { list: SITE_TEMPLATES }, validation: (rule) => rule.required() }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'brand' }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'object',
      group: 'brand',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'text', title: 'Logo text', type: 'string', description: 'Shown when there is no image, and read by screen readers.', validation: (rule) => rule.required() }),
        defineField({ name: 'mark', title: 'Initials', type: 'string', description: 'Two or three letters for small spaces.', validation: (rule) => rule.required().max(4) }),
        defineField({ name: 'image', title: 'Logo image', type: 'imageWithAlt' }),
      ],
    }),
    defineField({
      name: 'colours',
      title: 'Colours',
      type: 'object',
      group: 'brand',
      validation: (rule) => rule.required(),
      fields: [colour('primary', 'Primary'), colour('primaryForeground', 'Text on primary'), colour('accent', 'Accent'), colour('accentForeground', 'Text on accent')],
    }),
    defineField({ name: 'phones', title: 'Phone numbers', type: 'object', group: 'contact', validation: (rule) => rule.required(), fields: [phone('sales', 'Sales', true), phone('service', 'Service'), phone('parts', 'Parts')] }),
    defineField({ name: 'email', title: 'Email', type: 'email', group: 'contact' }),
    defineField({ name: 'address', title: 'Main address', type: 'address', group: 'contact', validation: (rule) => rule.required() }),
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      group: 'contact',
      description: 'The site\'s calendar (today, offer end dates, the sales counter) is in this zone; each location keeps its own for its hours. Empty means the zone of the main address\'s state.',
      options: { list: [...AUSTRALIAN_TIME_ZONES] },
    }),
    defineField({ name: 'overrideCity', title: 'City shown', type: 'string', group: 'contact', description: 'The city the site names itself by wherever its address shows (e.g. Brisbane for a suburb). Leave empty to show the main address\'s city.', validation: (rule) => rule.max(60) }),
    defineField({
      name: 'social',
      title: 'Social media',
      type: 'object',
      group: 'contact',
      validation: (rule) => rule.required(),
      fields: ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'twitter'].map((name) => defineField({ name, type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) })),
    }),
    defineField({ name: 'dealershipSlugs', title: 'Dealership slugs', type: 'array', of: [{ type: 'string' }], group: 'contact', description: 'The dealerships whose stock this site lists.', validation: (rule) => rule.required().unique() }),
    defineField({
      name: 'dealerships',
      title: 'Dealership settings',
      type: 'array',
      of: [defineArrayMember({ type: 'siteDealership' })],
      group: 'features',
      description: 'Per-dealership settings on a group site: hide a dealership, keep finance estimates off its cars, or give its cars their own buttons.',
      validation: (rule) => rule.custom((value, context) => dealershipListRule(value, context.document)),
    }),
    defineField({
      name: 'locationOrder',
      title: 'Location order',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'location' }] })],
      group: 'contact',
      description: 'The order locations are listed in on this site. Locations left out follow, by name. Empty: all by name.',
      validation: (rule) => rule.unique(),
    }),
    defineField({ name: 'carTypes', title: 'Car types sold', type: 'array', of: [{ type: 'string' }], group: 'features', options: { list: ['new', 'demo', 'used'] }, validation: (rule) => rule.required().min(1).unique() }),
    defineField({ name: 'itemTypes', title: 'Vehicle kinds sold', type: 'array', of: [{ type: 'string' }], group: 'features', options: { list: ['car', 'motorcycle', 'truck', 'caravan'] }, validation: (rule) => rule.required().min(1).unique() }),
    defineField({ name: 'features', title: 'Features', type: 'siteFeatures', group: 'features', validation: (rule) => rule.required() }),
    defineField({ name: 'plugins', title: 'Plugins', type: 'sitePlugins', group: 'features', validation: (rule) => rule.required() }),
    defineField({ name: 'routes', title: 'Routes', type: 'siteRoutes', group: 'features', validation: (rule) => rule.required() }),
    defineField({ name: 'gatedRoutes', title: 'Pages that need sign-in', type: 'array', of: [{ type: 'string' }], group: 'features', description: 'Paths such as /trade-in or /my-garage; visitors are sent to sign-in first.', validation: (rule) => rule.required().unique() }),
    defineField({ name: 'buttons', title: 'Button sets', type: 'siteButtons', group: 'features', validation: (rule) => rule.required() }),
    defineField({ name: 'finance', title: 'Finance calculator', type: 'siteFinance', group: 'features', validation: (rule) => rule.required() }),
    defineField({ name: 'forms', title: 'Lead forms', type: 'siteForms', group: 'features', validation: (rule) => rule.required() }),
    defineField({ name: 'search', title: 'Search', type: 'siteSearch', group: 'search', validation: (rule) => rule.required() }),
    defineField({ name: 'header', title: 'Header', type: 'siteHeader', group: 'navigation', validation: (rule) => rule.required() }),
    defineField({ name: 'megaMenu', title: 'Mega menu', type: 'siteMegaMenu', group: 'navigation', validation: (rule) => rule.required() }),
    defineField({ name: 'footer', title: 'Footer', type: 'siteFooter', group: 'navigation', validation: (rule) => rule.required() }),
    defineField({
      name: 'legal',
      title: 'Legal text',
      type: 'object',
      group: 'legal',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'disclaimer', title: 'Price disclaimer', type: 'text', rows: 4, validation: (rule) => rule.required() }),
        defineField({ name: 'financeDisclaimer', title: 'Finance disclaimer', type: 'text', rows: 4, validation: (rule) => rule.required() }),
      ],
    }),
    defineField({ name: 'warrantyBullets', title: 'Warranty bullets', type: 'array', of: [defineArrayMember({ type: 'string' })], group: 'legal', description: 'Short promises shown in "Why buy from us?" blocks.', validation: (rule) => rule.required().max(8) }),
    defineField({ name: 'claims', title: 'Claims and guarantees', type: 'siteClaims', group: 'legal', validation: (rule) => rule.required() }),
    defineField({ name: 'vehiclePage', title: 'Vehicle page texts', type: 'siteVehiclePage', group: 'legal' }),
    defineField({
      name: 'analytics',
      title: 'Analytics',
      type: 'object',
      group: 'legal',
      validation: (rule) => rule.required(),
      fields: [defineField({ name: 'gaId', title: 'Google Analytics ID', type: 'string', validation: (rule) => rule.regex(/^G-[A-Z0-9]+$/, { name: 'G-XXXXXXX' }) })],
    }),
    defineField({ name: 'announcement', title: 'Announcement bar', type: 'string', group: 'brand', description: 'A one-line notice across the top of every page. Leave empty for none.' }),
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current', media: 'logo.image' } },
});
