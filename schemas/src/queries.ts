import { defineQuery } from 'groq';

/** Projection shared by every image field: the asset URL works for the CDN and the local dataset. */
const image = `{ "url": asset->url, alt }`;

/** All sites, for host routing and the directory page. */
export const SITE_ROUTES_QUERY = defineQuery(`*[_type == "site"] | order(name asc) {
  "slug": slug.current, name, "domains": coalesce(domains, [])
}`);

/** The full site config for one tenant (validated by `siteConfig` in ./content/site). */
export const SITE_CONFIG_QUERY = defineQuery(`*[_type == "site" && slug.current == $site][0] {
  ...,
  "slug": slug.current,
  "logo": logo { text, mark, "image": image ${image} },
  "megaMenu": megaMenu {
    title,
    "columns": columns[] { title, "links": links[] { label, href, "logoUrl": logo.asset->url } }
  }
}`);

/** One page of a site by slug ("home" for the home page), sections in order. */
export const PAGE_QUERY = defineQuery(`*[_type == "page" && site._ref == $siteId && slug.current == $slug][0] {
  _id, title, "slug": slug.current, seo,
  "sections": coalesce(sections, [])[] {
    ...,
    "image": select(defined(image) => image ${image}),
    "brands": coalesce(brands[]-> { title, "slug": slug.current, "logo": logo ${image}, skipPage }, []),
    "tiles": coalesce(tiles[] { ..., "image": select(defined(image) => image ${image}) }, []),
    "items": coalesce(items[] { ..., "image": select(defined(image) => image ${image}) }, [])
  }
}`);

/** Visible locations of a site, sorted by name (the spec's default order). */
export const LOCATIONS_QUERY = defineQuery(`*[_type == "location" && site._ref == $siteId && visible != false] | order(name asc) {
  ...,
  "slug": slug.current,
  "siteSlug": site->slug.current,
  "image": select(defined(image) => image ${image})
}`);

/** Active promo nodes of a site (the date and car-type rules are applied in code). */
export const PROMO_NODES_QUERY = defineQuery(`*[_type == "promoNode" && site._ref == $siteId] | order(position asc) {
  _id, title, start, expiry, position, display, strictDisplay,
  "node": node { heading, body, href, ctaLabel, "image": select(defined(image) => image ${image}) }
}`);
