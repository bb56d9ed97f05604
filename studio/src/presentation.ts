import { defineLocations, presentationTool, type DocumentLocation } from 'sanity/presentation';
import { ALLOWED_ORIGINS, PREVIEW_ORIGIN, pagePath, tenantOfHost, tenantOrigin } from './preview-origin';

type Located = { title?: string; slug?: string; site?: string };

const onSite = (doc: Located | null, path: string, title?: string): DocumentLocation[] =>
  doc?.site ? [{ title: title ?? doc.title ?? path, href: `${tenantOrigin(doc.site)}${path}` }] : [];

/**
 * Presentation: each document opens the tenant's own site (a different host per tenant) with
 * draft mode switched on through the web app's /api/draft-mode/enable.
 */
export const presentation = presentationTool({
  previewUrl: {
    initial: PREVIEW_ORIGIN.origin,
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  allowOrigins: ALLOWED_ORIGINS,
  resolve: {
    mainDocuments: [
      {
        route: '/',
        resolve: (context) => {
          const site = tenantOfHost(context.origin ? new URL(context.origin).hostname : '');
          return site ? { filter: '_type == "page" && slug.current == "home" && site->slug.current == $site', params: { site } } : undefined;
        },
      },
      {
        route: '/blog/:slug',
        resolve: (context) => {
          const site = tenantOfHost(context.origin ? new URL(context.origin).hostname : '');
          return site ? { filter: '_type == "blogPost" && slug.current == $slug && site->slug.current == $site', params: { site, slug: context.params.slug ?? '' } } : undefined;
        },
      },
      {
        route: '/:slug',
        resolve: (context) => {
          const site = tenantOfHost(context.origin ? new URL(context.origin).hostname : '');
          return site ? { filter: '_type == "page" && slug.current == $slug && site->slug.current == $site', params: { site, slug: context.params.slug ?? '' } } : undefined;
        },
      },
    ],
    locations: {
      site: defineLocations({
        select: { title: 'name', site: 'slug.current' },
        resolve: (doc) => ({ locations: onSite(doc as Located | null, '/', 'Home page') }),
      }),
      page: defineLocations({
        select: { title: 'title', slug: 'slug.current', site: 'site.slug.current' },
        resolve: (doc) => ({ locations: onSite(doc as Located | null, pagePath((doc as Located | null)?.slug)) }),
      }),
      blogPost: defineLocations({
        select: { title: 'title', slug: 'slug.current', site: 'site.slug.current' },
        resolve: (doc) => ({
          locations: [
            ...onSite(doc as Located | null, `/blog/${(doc as Located | null)?.slug ?? ''}`),
            ...onSite(doc as Located | null, '/blog', 'Blog'),
          ],
        }),
      }),
      promoNode: defineLocations({
        select: { title: 'title', site: 'site.slug.current' },
        resolve: (doc) => ({ locations: onSite(doc as Located | null, '/search/new-used-and-demo-cars', 'Stock search') }),
      }),
      offer: defineLocations({
        select: { title: 'title', site: 'site.slug.current' },
        resolve: (doc) => ({ locations: onSite(doc as Located | null, '/special-offers', 'Special offers') }),
      }),
      model: defineLocations({
        select: { title: 'name', site: 'site.slug.current' },
        resolve: (doc) => ({ locations: onSite(doc as Located | null, '/models', 'Models directory') }),
      }),
      location: defineLocations({
        select: { title: 'name', slug: 'slug.current', site: 'site.slug.current' },
        resolve: (doc) => ({ locations: onSite(doc as Located | null, `/locations/${(doc as Located | null)?.slug ?? ''}`) }),
      }),
    },
  },
});
